import { pointsChartGeometry } from '@/lib/charts/svg/points-geometry';

test('lines break where a year has no number; points are dots only, never a path', () => {
  const g = pointsChartGeometry(
    [{ years: [2000, 2010, 2020, 2030], values: [100, null, 80, 60] }],
    { years: [2030, 2050], values: [50, 20] },
    { width: 200, height: 100 },
  );
  // Two pieces: 2000 alone, then 2020–2030 (no segment across the gap).
  expect(g.lines[0]!.match(/M/g)).toHaveLength(2);
  expect(g.lines[0]!.match(/L/g)).toHaveLength(1);
  expect(g.dots.map((d) => [d.year, d.value])).toEqual([
    [2030, 50],
    [2050, 20],
  ]);
  expect(g.xTicks.map((t) => t.label)).toEqual(['2000', '2010', '2020', '2030', '2040', '2050']);
  // 100 × 1.1 = 110: steps of 50 up to 150, so every value is inside the plot.
  expect(g.yTicks.map((t) => t.value)).toEqual([0, 50, 100, 150]);
  expect(Math.min(...g.dots.map((d) => d.cy))).toBeGreaterThanOrEqual(g.plot.top);
});
