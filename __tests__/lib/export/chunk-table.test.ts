import { chunkTableByYears, type ExportTable } from '@/lib/export/table';

const table: ExportTable = {
  headings: { series: 'Series', code: 'Code', unit: 'Unit' },
  unit: 'kt',
  years: [2000, 2001, 2002, 2003, 2004],
  rows: [
    { id: 'a', label: 'A', colour: '#000', values: [1, 2, 3, 4, 5] },
    { id: 'b', label: 'B', unit: '%', values: [10, 20, 30, 40, 50] },
  ],
};

test('splits years and every row alike, the last chunk holding the rest', () => {
  const chunks = chunkTableByYears(table, 2);
  expect(chunks.map((c) => c.years)).toEqual([[2000, 2001], [2002, 2003], [2004]]);
  expect(chunks.map((c) => c.rows.map((r) => r.values))).toEqual([
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
  expect(chunks[2]!.rows[1]).toMatchObject({ id: 'b', label: 'B', unit: '%' });
  expect(chunks.every((c) => c.unit === 'kt')).toBe(true);
});

test('a chunk as wide as the table gives the table back; no years give no chunks', () => {
  expect(chunkTableByYears(table, 5)).toEqual([table]);
  expect(chunkTableByYears({ ...table, years: [], rows: [] }, 3)).toEqual([]);
});

test('rejects a chunk size that is not a positive integer', () => {
  expect(() => chunkTableByYears(table, 0)).toThrow(RangeError);
});
