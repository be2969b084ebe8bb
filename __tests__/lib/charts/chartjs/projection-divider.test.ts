import type { Chart } from 'chart.js';
import { dividerX, projectionDivider } from '@/lib/charts/chartjs/projection-divider';

function fakeChart() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) =>
      key in target ? target[key] : (...args: unknown[]) => calls.push(`${key}(${args.join(',')})`),
    set: (target, key: string, value) => ((target[key] = value), true),
  });
  const chart = {
    ctx,
    chartArea: { top: 10, bottom: 410 },
    data: { labels: ['2017', '2018', '2020', '2025'] },
    scales: { x: { getPixelForValue: (i: number) => 100 + i * 40 } },
  };
  return { chart: chart as unknown as Chart, calls };
}

test('divider sits halfway between the last inventory and the first projection year', () => {
  const { chart } = fakeChart();
  expect(dividerX(chart, 2)).toBe(160);
  expect(dividerX(chart, 0)).toBeUndefined();
  expect(dividerX(chart, 4)).toBeUndefined();
});

test('draws the dashed line and both group labels', () => {
  const { chart, calls } = fakeChart();
  const draw = projectionDivider.afterDatasetsDraw as unknown as (c: Chart, a: object, o: object) => void;
  draw(chart, {}, { firstIndex: 2, inventory: 'Inventory', projections: 'Projections' });
  expect(calls).toEqual(
    expect.arrayContaining([
      'moveTo(160,10)',
      'lineTo(160,410)',
      'stroke()',
      'fillText(Inventory,154,14)',
      'fillText(Projections,166,14)',
    ]),
  );
  const none = fakeChart();
  draw(none.chart, {}, { inventory: 'Inventory', projections: 'Projections' });
  expect(none.calls).toEqual([]);
});
