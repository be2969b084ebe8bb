import { activityExportTable } from '@/lib/export/activity-table';
import { tableCells } from '@/lib/export/table';

test('an activity chart becomes the workbook table: a row per series, a column per year, gaps empty', () => {
  const table = activityExportTable(
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
  );
  expect(tableCells(table)).toEqual({
    header: ['Source', '', 'Unit', '2023', '2024'],
    rows: [
      ['Wind', '', 'TWh', 0.79, 1.16],
      ['Solar', '', 'TWh', '', 0.86],
    ],
  });
});
