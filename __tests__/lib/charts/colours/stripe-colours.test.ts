import type { GasData } from '@/lib/model/gas-data';
import { computeStripeColours, selectStripesSeries } from '@/lib/charts/colours/stripe-colours';

describe('computeStripeColours', () => {
  test.each([
    ['empty series', [], []],
    ['constant series is neutral', [7, 7], ['#f6f4f0', '#f6f4f0']],
    ['symmetric series hits both ends', [0, 10, 20], ['#1c549c', '#f6f4f0', '#a61826']],
    ['lowest is deep blue, in-between values are mixed', [5, 10, 20], ['#1c549c', '#adbfd4', '#a61826']],
    ['negative values work the same', [-20, -10, 0], ['#1c549c', '#f6f4f0', '#a61826']],
  ])('%s', (_name, values, expected) => {
    expect(computeStripeColours(values)).toEqual(expected);
  });

  test('one colour per value, in order', () => {
    const colours = computeStripeColours([40277, 30000, 19974]);
    expect(colours).toHaveLength(3);
    expect(colours[0]).toBe('#a61826');
  });
});

describe('selectStripesSeries', () => {
  const years = [2016, 2017, 2018].map((year) => ({ year, isIncluded: true }));
  const gas = (totals?: { withLulucf: number[]; withoutLulucf: number[] }): GasData => ({
    id: 'co2eq',
    name: 'CO2 equivalent',
    unit: 'kt CO2 eq',
    years,
    sectors: [],
    totals,
  });

  test('takes the totals without LULUCF and the year range', () => {
    expect(selectStripesSeries(gas({ withLulucf: [1, 2, 3], withoutLulucf: [10, 20, 30] }))).toEqual({
      firstYear: 2016,
      lastYear: 2018,
      values: [10, 20, 30],
    });
  });

  test.each([
    ['no data file', undefined],
    ['no totals', gas()],
    ['totals that do not match the years', gas({ withLulucf: [1], withoutLulucf: [1] })],
  ])('nothing for %s', (_name, data) => {
    expect(selectStripesSeries(data)).toBeUndefined();
  });
});
