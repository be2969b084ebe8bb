import { activityExportTable } from '@/lib/export/activity-table';
import { matrixExportTable } from '@/lib/export/matrix-table';
import { tableCells, type ExportTable } from '@/lib/export/table';

/** The workbook tables of the activity charts and of a year of the land matrix: a gap or a notation key is an empty cell. */
test.each<[string, ExportTable, ReturnType<typeof tableCells>]>([
  [
    'an activity chart: a row per series, a column per year',
    activityExportTable(
      {
        kind: 'line',
        labels: ['2023', '2024'],
        series: [
          { label: 'Wind', data: [0.79, 1.16], colour: '#000', asLine: true },
          { label: 'Solar', data: [null, 0.86], colour: '#111', asLine: true },
        ],
      },
      'Source',
      'TWh',
      'Unit',
    ),
    {
      header: ['Source', '', 'Unit', '2023', '2024'],
      rows: [
        ['Wind', '', 'TWh', 0.79, 1.16],
        ['Solar', '', 'TWh', '', 0.86],
      ],
    },
  ],
  [
    'a year of the land matrix: from rows, to columns, NO empty',
    matrixExportTable(
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
    ),
    {
      header: ['From \\ to', '', 'Unit', 'Forest land (managed)', 'Cropland'],
      rows: [
        ['Forest land (managed)', '', 'kha', 2453.062, 0.169],
        ['Cropland', '', 'kha', '', 989.507],
      ],
    },
  ],
])('%s', (_name, table, expected) => {
  expect(tableCells(table)).toEqual(expected);
});
