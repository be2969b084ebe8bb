import type { Metadata } from 'next';

/** The site's mark: four bars on a rounded 32 × 32 square. */
export const MARK_VIEW_BOX = '0 0 32 32';
export const MARK_CORNER_RADIUS = 6;
export const MARK_BARS_PATH = 'M6 24h4V14H6zm6 0h4V8h-4zm6 0h4V11h-4zm6 0h2V17h-2z';
const MARK_BLUE = '#0b5394';

/** The mark as a standalone SVG document (white bars on the brand blue), for the browser tab. */
export function markSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_VIEW_BOX}">` +
    `<rect width="32" height="32" rx="${MARK_CORNER_RADIUS}" fill="${MARK_BLUE}"/>` +
    `<path d="${MARK_BARS_PATH}" fill="#fff"/></svg>`
  );
}

/**
 * The site icon as a data URL in each page's metadata: the tab shows it without a request of its
 * own, which would otherwise compete with the page's first paint on a slow connection.
 */
export const siteIcons: NonNullable<Metadata['icons']> = {
  icon: [{ url: `data:image/svg+xml,${encodeURIComponent(markSvg())}`, type: 'image/svg+xml' }],
};
