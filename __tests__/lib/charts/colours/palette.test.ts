import { PALETTE, colourAt, withAlpha } from '@/lib/charts/colours/palette';

test('24 distinct hex colours', () => {
  expect(PALETTE).toHaveLength(24);
  expect(new Set(PALETTE).size).toBe(24);
  for (const c of PALETTE) expect(c).toMatch(/^#[0-9a-f]{6}$/);
});

test('colourAt cycles', () => {
  expect(colourAt(0)).toBe('#0072b2');
  expect(colourAt(24)).toBe(colourAt(0));
  expect(colourAt(25)).toBe(colourAt(1));
  expect(colourAt(-1)).toBe(colourAt(23));
});

test('withAlpha', () => {
  expect(withAlpha('#0072b2', 0.5)).toBe('#0072b280');
  expect(withAlpha('#0072b2', 2)).toBe('#0072b2ff');
});
