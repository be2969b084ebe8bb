/** The SVG preview of activity charts: gaps stay gaps, a target is dashed, the divider is placed. */
import { activityGeometry, splitAtGaps } from '@/lib/charts/svg/activity-geometry';
import type { ActivityChartData } from '@/lib/charts/shown/activity-config';

const chart: ActivityChartData = {
  kind: 'line',
  labels: ['2022', '2023', '2024', '2030'],
  series: [
    { label: 'History', data: [5700, 5600, null, null], colour: '#111', asLine: true },
    { label: 'WEM', data: [null, 5400, null, 5076], colour: '#222', asLine: true },
    { label: 'Limit', data: [4709, 4709, 4709, 4709], colour: '#333', asLine: true, dashed: true },
  ],
  divider: { index: 1, inventory: 'Inventory', projections: 'Projections' },
};

test('splitAtGaps: one polyline per run of numbers', () => {
  const line = {
    colour: '#000',
    dashed: false,
    points: [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ] as Array<[number, number]>,
  };
  expect(splitAtGaps(line, [1, null, 3, 4]).map((l) => l.points)).toEqual([
    [[1, 1]],
    [
      [3, 3],
      [4, 4],
    ],
  ]);
  expect(splitAtGaps(line, [null, null, null, null])).toEqual([]);
});

test('activityGeometry: the history ends at its last number, WEM has two runs, the limit is dashed, a divider is placed', () => {
  const g = activityGeometry(chart, { width: 800, height: 600 }, 'en');
  expect(g.lines.map((l) => [l.colour, l.points.length, l.dashed])).toEqual([
    ['#111', 2, false],
    ['#222', 1, false],
    ['#222', 1, false],
    ['#333', 2, true],
  ]);
  expect(g.divider).toBeDefined();
});

test('activityGeometry: without a divider there is none, and a line with no gaps stays one line', () => {
  const plain: ActivityChartData = {
    kind: 'line',
    labels: ['2022', '2023', '2024'],
    series: [{ label: 'History', data: [3, 2, 1], colour: '#111', asLine: true }],
  };
  const g = activityGeometry(plain, { width: 400, height: 300 }, 'en');
  expect(g.divider).toBeUndefined();
  expect(g.lines.map((l) => l.points.length)).toEqual([3]);
});
