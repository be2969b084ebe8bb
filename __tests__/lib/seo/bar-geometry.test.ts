import { barGeometry } from '@/lib/seo/bar-geometry';

test.each([
  [
    [50, -50, 100],
    300,
    200,
    [
      [100, 0],
      [0, 100],
      [200, 0],
    ],
  ],
  [
    [10, 20, 40],
    200,
    200,
    [
      [50, 0],
      [100, 0],
      [200, 0],
    ],
  ],
  [
    [-10, -40],
    80,
    0,
    [
      [0, 20],
      [0, 80],
    ],
  ],
  [
    [0, 0],
    100,
    100,
    [
      [0, 0],
      [0, 0],
    ],
  ],
])('%p in %p px', (values, height, zero, bars) => {
  const g = barGeometry(values, height);
  expect(g.zeroFromTop).toBe(zero);
  expect(g.bars.map((b) => [b.up, b.down])).toEqual(bars);
});
