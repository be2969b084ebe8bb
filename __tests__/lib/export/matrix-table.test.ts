import { matrixExportTable } from '@/lib/export/matrix-table';
import { tableCells } from '@/lib/export/table';

test('one year of the land matrix as the workbook writes it: from rows, to columns, NO as an empty cell', () => {
  const table = matrixExportTable(
    {
      year: 2023,
      fromHeader: 'From',
      columns: ['Forest land (managed)', 'Cropland'],
      rows: [
        { from: 'Forest land (managed)', cells: [2453.062, 0.169] },
        { from: 'Cropland', cells: ['NO', 989.507] },
      ],
    },
    'From \\ to',
    'kha',
    'Unit',
  );
  expect(tableCells(table)).toEqual({
    header: ['From \\ to', '', 'Unit', 'Forest land (managed)', 'Cropland'],
    rows: [
      ['Forest land (managed)', '', 'kha', 2453.062, 0.169],
      ['Cropland', '', 'kha', '', 989.507],
    ],
  });
});
