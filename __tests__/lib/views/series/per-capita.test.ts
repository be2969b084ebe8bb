import { buildView, type ChartView } from '@/lib/charts/shown/datasets';
import { buildPerCapita, describePerCapita, splitMassUnit } from '@/lib/views/series/per-capita';

import type { ChartPopulation } from '@/lib/model/population';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = { locale: 'en' as const, restOf: (n: string) => `rest of ${n}` };
const perPerson = (unit: string) => `${unit} per person`;
/** Population 1990–2018 with no figure for 2000. */
function population(byYear: Record<number, number>): ChartPopulation {
  return {
    firstYear: 1990,
    values: Array.from({ length: 29 }, (_, i) => byYear[1990 + i] ?? null),
    source: 'World Bank',
    licence: 'CC BY 4.0',
    vintage: '2026',
  };
}
// makeGas: totals without LULUCF 120, 90, 70 kt and with LULUCF 90, 80, 75 kt in 1990, 2000, 2018.
const gas = makeGas();

test('every series, totals included, divided by the same year’s population; a year without population is left out', () => {
  const absolute = buildView(gas, DEFAULT_FILTERS, [], opts);
  const pc = buildPerCapita(absolute, population({ 1990: 10_000, 2018: 12_500 }), perPerson);
  expect(pc.view.years).toEqual([1990, 2018]);
  expect(pc.leftOut).toEqual([2000]);
  // 120 kt = 120 000 t over 10 000 persons = 12 t; 70 000 t / 12 500 = 5.6 t.
  expect(pc.view.series.map((s) => [s.id, s.data])).toEqual([
    ['total-withoutLulucf', [12, 5.6]],
    ['total-withLulucf', [9, 6]],
  ]);
  expect(pc.view.unit).toBe('t CO2 eq per person');
  expect(pc.mass).toBe('t');
});

test('the ratio of the sums, not the sum of ratios: sectors and totals on the sector level', () => {
  const absolute = buildView(gas, { ...DEFAULT_FILTERS, level: 'sector' }, [2000], opts);
  const pc = buildPerCapita(absolute, population({ 1990: 10_000, 2018: 12_500 }), perPerson);
  expect(pc.leftOut).toEqual([]);
  // Energy 100 and 60 kt; LULUCF -30 and 5 kt.
  expect(pc.view.series.find((s) => s.id === 'energy')?.data).toEqual([10, 4.8]);
  expect(pc.view.series.find((s) => s.id === 'lulucf')?.data).toEqual([-3, 0.4]);
});

test('small values per person in kg, and a gas in t in g or mg', () => {
  const absolute = buildView(gas, DEFAULT_FILTERS, [], opts);
  // 120 000 t / 2 000 000 = 0.06 t = 60 kg; 70 000 t / 1 250 000 = 0.056 t = 56 kg.
  const kg = buildPerCapita(absolute, population({ 1990: 2_000_000, 2018: 1_250_000 }), perPerson);
  expect(kg.view.unit).toBe('kg CO2 eq per person');
  expect(kg.view.series[0]!.data).toEqual([60, 56]);
  // SF6 in t: 0.5 t over 1 000 000 persons = 0.5 g.
  const sf6 = buildPerCapita(sf6Input(0.5), population({ 1990: 1_000_000 }), perPerson);
  expect([sf6.view.unit, sf6.view.series[0]!.data[0]]).toEqual(['mg per person', 500]);
  // 5 t over 1 000 000 persons = 5 g.
  const grams = buildPerCapita(sf6Input(5), population({ 1990: 1_000_000 }), perPerson);
  expect([grams.view.unit, grams.view.series[0]!.data[0]]).toEqual(['g per person', 5]);
});

function sf6Input(tonnes: number): ChartView {
  return { unit: 't', years: [1990], series: [{ id: 'x', kind: 'bar', label: 'x', colour: '#000', data: [tonnes] }] };
}

test('mass units are read from the unit text', () => {
  expect(splitMassUnit('kt CO2 eq')).toEqual({ tonnes: 1000, rest: ' CO2 eq' });
  expect(splitMassUnit('t')).toEqual({ tonnes: 1, rest: '' });
  expect(splitMassUnit('%')).toBeUndefined();
});

test('the sentence: the total without LULUCF per person, two decimals, in both languages', () => {
  const absolute = buildView(gas, DEFAULT_FILTERS, [], opts);
  const { view } = buildPerCapita(absolute, population({ 1990: 2_000_000, 2018: 1_250_000 }), perPerson);
  // (56 − 60) / 60 = −6.7 %.
  expect(describePerCapita(view, 'en')).toBe(
    'In 2018 total emissions without LULUCF were 56.00 kg CO2 eq per person, 7\u00a0% less than in 1990 (60.00 kg CO2 eq per person).',
  );
  expect(describePerCapita({ ...view, unit: 'kg CO2 ekv inimese kohta' }, 'et')).toBe(
    '2018. aastal oli koguheide ilma LULUCF-ita 56,00 kg CO2 ekv inimese kohta, 7\u00a0% vähem kui 1990. aastal (60,00 kg CO2 ekv inimese kohta).',
  );
  expect(describePerCapita({ ...view, years: [], series: [] }, 'en')).toBe('');
  // Values of 100 and more without decimals: 0.5 t / 4 000 persons = 0.000125 t = 125 g.
  const { view: large } = buildPerCapita(sf6Input(0.5), population({ 1990: 4_000 }), perPerson);
  expect(describePerCapita({ ...large, series: [{ ...large.series[0]!, id: 'total-withoutLulucf' }] }, 'en')).toBe(
    'In 1990 total emissions without LULUCF were 125 g per person.',
  );
});

test('a year the source gives no number for stays a gap and leaves the unit to the figures that exist', () => {
  const absolute = buildView(gas, DEFAULT_FILTERS, [], opts);
  const gap: ChartView = {
    ...absolute,
    series: absolute.series.map((s, i) => (i === 0 ? { ...s, data: [Number.NaN, ...s.data.slice(1)] } : s)),
  };
  const pc = buildPerCapita(gap, population({ 1990: 10_000, 2018: 12_500 }), perPerson);
  // 90 000 t (with LULUCF, 1990) over 10 000 persons = 9 t: still tonnes, not mg.
  expect(pc.mass).toBe('t');
  expect(pc.view.series[0]!.data[0]).toBeNaN();
  expect(pc.view.series[1]!.data[0]).toBe(9);
});

test('a projected year is told as projected, in each language (audit M3)', () => {
  const absolute = buildView(gas, DEFAULT_FILTERS, [], opts);
  const { view } = buildPerCapita(absolute, population({ 1990: 2_000_000, 2018: 1_250_000 }), perPerson);
  expect(describePerCapita(view, 'en', 2018)).toBe(
    'In 2018 total emissions without LULUCF are projected at 56.00 kg CO2 eq per person, 7\u00a0% less than in 1990 (60.00 kg CO2 eq per person).',
  );
  expect(describePerCapita({ ...view, unit: 'kg CO2 ekv inimese kohta' }, 'et', 2018)).toMatch(
    /^2018\. aastaks on prognoositud koguheide/,
  );
  expect(describePerCapita({ ...view, unit: 'kg CO2-экв. на человека' }, 'ru', 2018)).toMatch(
    /^По прогнозу, в 2018 году/,
  );
  expect(describePerCapita(view, 'en', 2019)).toMatch(/^In 2018 total emissions without LULUCF were/);
});
