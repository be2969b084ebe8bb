import { chunkViewByYears } from '@/lib/charts/chunk-view';
import type { ChartView } from '@/lib/charts/datasets';

const view: ChartView = {
  unit: 'kt',
  years: [2000, 2001, 2002, 2003, 2004],
  series: [
    { id: 'a', kind: 'bar', label: 'A', colour: '#000', data: [1, 2, 3, 4, 5] },
    { id: 'b', kind: 'line', label: 'B', colour: '#fff', dashed: true, data: [10, 20, 30, 40, 50] },
  ],
};

test('splits years and every series alike, the last chunk holding the rest', () => {
  const chunks = chunkViewByYears(view, 2);
  expect(chunks.map((c) => c.years)).toEqual([[2000, 2001], [2002, 2003], [2004]]);
  expect(chunks.map((c) => c.series.map((s) => s.data))).toEqual([
    [
      [1, 2],
      [10, 20],
    ],
    [
      [3, 4],
      [30, 40],
    ],
    [[5], [50]],
  ]);
  expect(chunks[2]!.series[1]).toMatchObject({ id: 'b', label: 'B', dashed: true, kind: 'line' });
  expect(chunks.every((c) => c.unit === 'kt')).toBe(true);
});

test('a chunk as wide as the view gives the view back; no years give no chunks', () => {
  expect(chunkViewByYears(view, 5)).toEqual([view]);
  expect(chunkViewByYears({ ...view, years: [], series: [] }, 3)).toEqual([]);
});

test('rejects a chunk size that is not a positive integer', () => {
  expect(() => chunkViewByYears(view, 0)).toThrow(RangeError);
});
