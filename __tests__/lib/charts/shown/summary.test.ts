import { describeSummary, summarise, summaryFacts } from '@/lib/charts/shown/summary';
import { describeLargestRevision } from '@/lib/views/series/revisions';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

test('the example sentence of the page, in both languages (hand-computed: 10\u00a0240.6 vs 40\u00a0342.4 = -74.6\u00a0%)', () => {
  const facts = {
    basis: 'total' as const,
    year: 2024,
    value: 10240.6,
    baseYear: 1990,
    baseValue: 40342.4,
    changePercent: ((10240.6 - 40342.4) / 40342.4) * 100,
  };
  expect(describeSummary(facts, 'kt CO2 eq', 'en')).toBe(
    'In 2024 total emissions without LULUCF were 10\u00a0241 kt CO2 eq, 75\u00a0% less than in 1990 (40\u00a0342 kt CO2 eq).',
  );
  expect(describeSummary(facts, 'kt CO2 ekv', 'et')).toBe(
    '2024. aastal oli koguheide ilma LULUCF-ita 10\u00a0241 kt CO2 ekv, 75\u00a0% vähem kui 1990. aastal (40\u00a0342 kt CO2 ekv).',
  );
  expect(describeSummary(facts, 'кт CO2-экв.', 'ru')).toBe(
    'В 2024 году общие выбросы без ЗИЗЛХ составили 10\u00a0241 кт CO2-экв., на 75\u00a0% меньше, чем в 1990 году (40\u00a0342 кт CO2-экв.).',
  );
});

test('the revisions sentence names the largest difference, or says there is none', () => {
  const largest = { label: 'LULUCF', year: 2018, shown: 3246.3, against: -1990.2, difference: 5236.5 };
  expect(describeLargestRevision(largest, 'kt CO2 eq', { shown: '2026', against: '2020' }, 'en')).toBe(
    'The largest revision: LULUCF in 2018, 3246 kt CO2 eq in the 2026 submission against \u22121990 kt CO2 eq in the 2020 submission (a difference of +5237 kt CO2 eq).',
  );
  expect(describeLargestRevision(largest, 'kt CO2 ekv', { shown: '2026', against: '2020' }, 'et')).toBe(
    'Suurim ümberarvutus: LULUCF 2018. aastal, 3246 kt CO2 ekv 2026. aasta esituses ja \u22121990 kt CO2 ekv 2020. aasta esituses (vahe +5237 kt CO2 ekv).',
  );
  expect(describeLargestRevision(largest, 'кт CO2-экв.', { shown: '2026', against: '2020' }, 'ru')).toBe(
    'Наибольший пересчёт: LULUCF в 2018 году, 3246 кт CO2-экв. в представлении 2026 года против \u22121990 кт CO2-экв. в представлении 2020 года (разница +5237 кт CO2-экв.).',
  );
  expect(describeLargestRevision(undefined, 'kt', { shown: '2026', against: '2025' }, 'en')).toBe(
    'The 2026 and 2025 submissions give the same figures for the years they share.',
  );
});

test('facts use the total without LULUCF over the included years', () => {
  expect(summaryFacts(makeGas())).toEqual({
    basis: 'total',
    year: 2018,
    value: 70,
    baseYear: 1990,
    baseValue: 120,
    changePercent: ((70 - 120) / 120) * 100,
  });
  expect(summaryFacts(makeGas(), [1990])).toEqual({
    basis: 'total',
    year: 2018,
    value: 70,
    baseYear: 2000,
    baseValue: 90,
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
    'In 2018 emissions from all sectors except LULUCF were 15.0 kt CO2 eq, 50\u00a0% more than in 1990 (10.0 kt CO2 eq).',
  );
  expect(summarise(gas, 'et')).toBe(
    '2018. aastal oli heide kõigist sektoritest peale LULUCF-i 15,0 kt CO2 eq, 50\u00a0% rohkem kui 1990. aastal (10,0 kt CO2 eq).',
  );
});

test('a single year has no comparison', () => {
  expect(summarise(makeGas(), 'en', [1990, 2000])).toBe('In 2018 total emissions without LULUCF were 70.0 kt CO2 eq.');
});

test('a projected last year is said to be projected (the projection file names its first projected year)', () => {
  // A round: 2015 its inventory year, 2030 and 2040 projected; 13 313 against 18 090 is 26 % less.
  const round = makeGas({
    years: [2015, 2030, 2040].map((year) => ({ year, isIncluded: true })),
    totals: { withoutLulucf: [18089.7, 14812.6, 13312.9] },
    projectionsYear: 2018,
  });
  expect(summarise(round, 'en')).toBe(
    'In 2040 total emissions without LULUCF are projected at 13\u00a0313 kt CO2 eq, 26\u00a0% less than in 2015 (18\u00a0090 kt CO2 eq).',
  );
  expect(summarise({ ...round, unit: 'kt CO2 ekv' }, 'et')).toBe(
    '2040. aastaks on prognoositud koguheide ilma LULUCF-ita 13\u00a0313 kt CO2 ekv, 26\u00a0% vähem kui 2015. aastal (18\u00a0090 kt CO2 ekv).',
  );
  // Its own inventory years are what was reported.
  expect(summarise(round, 'en', [2030, 2040])).toBe(
    'In 2015 total emissions without LULUCF were 18\u00a0090 kt CO2 eq.',
  );
});
