import type { GasData } from '@/lib/model/gas-data';
import type { LocalisedActivity } from '@/lib/model/activity';
import { activitySeries, totalSeries } from '@/lib/seo/share-series';

const activity = (type: string, overrides: Partial<LocalisedActivity> = {}): LocalisedActivity => ({
  id: 'a',
  title: 'A',
  type,
  nameHeader: 'Name',
  columns: ['note', '2017', '2018'],
  years: [
    { idx: 1, year: 2017, isIncluded: true },
    { idx: 2, year: 2018, isIncluded: true },
  ],
  rows: [
    { name: 'x', data: [9, 1, 2], cells: ['n', 1, 2] },
    { name: 'y', data: [9, 10, 20], cells: ['n', 10, 20] },
  ],
  ...overrides,
});

test('bar charts give the stacked total per year, by year column index', () => {
  expect(activitySeries(activity('barChart'))).toEqual({ years: [2017, 2018], values: [11, 22] });
});
test('line charts give their first row', () => {
  expect(activitySeries(activity('lineChart'))).toEqual({ years: [2017, 2018], values: [1, 2] });
});
test.each([['table'], ['pieChart']])('%s gives no series', (type) => {
  expect(activitySeries(activity(type))).toBeUndefined();
});
test('no years or no activity gives no series', () => {
  expect(activitySeries(activity('barChart', { years: [] }))).toBeUndefined();
  expect(activitySeries(undefined)).toBeUndefined();
});
test('totalSeries reads the total without LULUCF', () => {
  const gas = {
    id: 'co2eq',
    name: 'CO2 eq',
    unit: 'kt CO2 eq',
    sectors: [],
    years: [
      { year: 1990, isIncluded: true },
      { year: 1991, isIncluded: true },
    ],
    totals: { withLulucf: [1, 2], withoutLulucf: [40277.3, 38000] },
  } as GasData;
  expect(totalSeries(gas)).toEqual({ years: [1990, 1991], values: [40277.3, 38000] });
  expect(totalSeries(undefined)).toBeUndefined();
  expect(totalSeries({ ...gas, totals: undefined })).toBeUndefined();
});
test('a line chart with gaps keeps only the years its first row has numbers for', () => {
  const gapped = activity('lineChart', { gaps: true, rows: [{ name: 'x', data: [9, 1, 0], cells: ['n', 1, '-'] }] });
  expect(activitySeries(gapped)).toEqual({ years: [2017], values: [1] });
});
