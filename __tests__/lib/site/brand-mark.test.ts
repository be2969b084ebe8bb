import { MARK_BARS_PATH, markSvg, siteIcons } from '@/lib/site/brand-mark';

test('the tab icon is the mark itself, as an SVG data URL', () => {
  const icons = siteIcons as { icon: Array<{ url: string; type: string }> };
  expect(icons.icon).toHaveLength(1);
  const { url, type } = icons.icon[0]!;
  expect(type).toBe('image/svg+xml');
  expect(url.startsWith('data:image/svg+xml,')).toBe(true);
  const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
  expect(svg).toBe(markSvg());
  // No raw characters that would end the attribute or the URL early.
  expect(url).not.toMatch(/["<># ]/);
});

test('the standalone mark: white bars on the brand blue, in a 32 × 32 box', () => {
  const svg = markSvg();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
  expect(svg).toContain(`<path d="${MARK_BARS_PATH}" fill="#fff"/>`);
  expect(svg).toContain('fill="#0b5394"');
  expect(svg.endsWith('</svg>')).toBe(true);
});
