import { describeSummary, summarise, summaryFacts } from '@/lib/charts/summary';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

test('the example sentence of the page, in both languages (hand-computed: 19 974.1 vs 40 277.3 = -50.4 %)', () => {
  const facts = {
    basis: 'total' as const,
    year: 2018,
    value: 19974.1,
    baseYear: 1990,
    changePercent: ((19974.1 - 40277.3) / 40277.3) * 100,
  };
  expect(describeSummary(facts, 'kt CO2 eq', 'en')).toBe(
    'In 2018 total emissions without LULUCF were 19 974 kt CO2 eq, 50 % less than in 1990.',
  );
  expect(describeSummary(facts, 'kt CO2 ekv', 'et')).toBe(
    '2018. aastal oli koguheide ilma LULUCF-ita 19 974 kt CO2 ekv, 50 % vähem kui 1990. aastal.',
  );
});

test('facts use the total without LULUCF over the included years', () => {
  expect(summaryFacts(makeGas())).toEqual({
    basis: 'total',
    year: 2018,
    value: 70,
    baseYear: 1990,
    changePercent: ((70 - 120) / 120) * 100,
  });
  expect(summaryFacts(makeGas(), [1990])).toEqual({
    basis: 'total',
    year: 2018,
    value: 70,
    baseYear: 2000,
    changePercent: ((70 - 90) / 90) * 100,
  });
  expect(summaryFacts(makeGas(), [1990, 2000, 2018])).toBeUndefined();
});

test('without totals the non-LULUCF sectors are summed; increases say more', () => {
  const gas = makeGas({
    totals: undefined,
    sectors: [
      { id: 'waste', data: [10, 12, 15], cats: [] },
      { id: 'lulucf', data: [-99, -99, -99], cats: [] },
    ],
  });
  expect(summarise(gas, 'en')).toBe(
    'In 2018 emissions from all sectors except LULUCF were 15.0 kt CO2 eq, 50 % more than in 1990.',
  );
  expect(summarise(gas, 'et')).toBe(
    '2018. aastal oli heide kõigist sektoritest peale LULUCF-i 15,0 kt CO2 eq, 50 % rohkem kui 1990. aastal.',
  );
});

test('a single year has no comparison', () => {
  expect(summarise(makeGas(), 'en', [1990, 2000])).toBe('In 2018 total emissions without LULUCF were 70.0 kt CO2 eq.');
});
