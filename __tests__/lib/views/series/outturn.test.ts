import {
  basisEffect,
  buildOutturn,
  describeBasisEffect,
  fGasTotals,
  describeLargestMiss,
  gwpSet,
  type InventoryMix,
} from '@/lib/views/series/outturn';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = { locale: 'en' as const, restOf: (n: string) => `rest of ${n}` };
const year = (y: number) => ({ year: y, isIncluded: true });
/** A round: 2016 is its own inventory year, 2018 and 2030 projected; no total with LULUCF. */
const projection = makeGas({
  years: [2016, 2018, 2030].map(year),
  sectors: [
    { id: 'energy', data: [95, 90, 50], cats: [] },
    { id: 'agri', data: [10, 11, 12], cats: [] },
    { id: 'lulucf', data: [-5, -4, 3], cats: [] },
  ],
  totals: { withoutLulucf: [105, 101, 62] },
});
/** The newest inventory: 2016, 2018, 2024 (energy fell far below the projection in 2018). */
const inventory = makeGas({
  years: [2016, 2018, 2024].map(year),
  sectors: [
    { id: 'energy', data: [96, 60, 40], cats: [] },
    { id: 'agri', data: [10, 12, 12], cats: [] },
    { id: 'lulucf', data: [-6, 2, 1], cats: [] },
  ],
  totals: { withoutLulucf: [106, 72, 52], withLulucf: [100, 74, 53] },
});
const E = 'Energy';

test('only projected years the inventory also has; the totals and every sector whatever the level', () => {
  const o = buildOutturn(projection, inventory, { ...DEFAULT_FILTERS, level: 'cat', sector: ['agri'] }, 2018, [], opts);
  expect(o.years).toEqual([2018]);
  expect(o.rows.map((r) => r.id)).toEqual(['energy', 'agri', 'lulucf', 'total-withoutLulucf']);
  const energy = o.rows.find((r) => r.id === 'energy')!;
  expect([energy.shown, energy.against, energy.difference, energy.percent]).toEqual([[90], [60], [30], [50]]);
  const total = o.rows.find((r) => r.id === 'total-withoutLulucf')!;
  // 101 − 72 = 29, 29 ÷ 72 = 40.277…%
  expect(total.difference).toEqual([29]);
  expect(total.percent[0]).toBeCloseTo(40.277778, 5);
});

test('the largest miss is a sector, never a total, with its % of the inventory value', () => {
  const o = buildOutturn(projection, inventory, DEFAULT_FILTERS, 2018, [], opts);
  expect(o.largestMiss).toEqual({ label: E, year: 2018, shown: 90, against: 60, difference: 30, percent: 50 });
  expect(describeLargestMiss(o, 'kt CO2 eq', { round: '2019', measure: 'WEM', submission: '2026' }, 'en')).toBe(
    'The largest miss: Energy in 2018, projected at 90.0 kt CO2 eq (2019, WEM) against 60.0 kt CO2 eq in the 2026 inventory (+30.0 kt CO2 eq, +50 %).',
  );
  expect(describeLargestMiss(o, 'kt CO2 ekv', { round: '2019', measure: 'WEM', submission: '2026' }, 'et')).toBe(
    'Suurim erinevus oli 2018. aastal sektoris „Energy“: 2019. aasta WEM-prognoosis 90,0 kt CO2 ekv, 2026. aasta inventuuris 60,0 kt CO2 ekv (vahe +30,0 kt CO2 ekv, +50 %).',
  );
});

test('a year left out is left out; without a common projected year there is no miss', () => {
  const o = buildOutturn(projection, inventory, DEFAULT_FILTERS, 2018, [2018], opts);
  expect(o.years).toEqual([]);
  expect(o.largestMiss).toBeUndefined();
  expect(describeLargestMiss(o, 'kt CO2 eq', { round: '2019', measure: 'WAM', submission: '2026' }, 'en')).toBe(
    'The 2019 WAM projection and the 2026 inventory give the same sector figures for the years they share.',
  );
});

/** Two years of a mix: 40 and 38 kt CH4, 3 and 3.5 kt N2O, 10 and 20 t SF6, totals 10 000 and 20 000 kt. */
const mix: InventoryMix = {
  years: [2022, 2023],
  total: [10000, 20000],
  ch4: [40, 38],
  n2o: [3, 3.5],
  sf6: [10, 20],
  fGases: [150, 160],
};

test('re-weighting from AR5 to AR4: CH4 × −3, N2O × +33, SF6 t × −0.7 kt', () => {
  const e = basisEffect(mix, 'AR5', 'AR4');
  // 2022: 40 × (25 − 28) + 3 × (298 − 265) + 10 / 1000 × (22 800 − 23 500) = −120 + 99 − 7 = −28
  // 2023: 38 × −3 + 3.5 × 33 + 20 / 1000 × −700 = −114 + 115.5 − 14 = −12.5
  expect(e.kt).toEqual([-28, -12.5]);
  expect(e.percent).toEqual([-0.28, -0.0625]);
  expect(basisEffect(mix, 'AR4', 'AR5').kt).toEqual([28, 12.5]);
  expect(e.fGases).toEqual([150, 160]);
});

test('the bases sentence gives the range over the years shown and names what cannot be re-weighted', () => {
  const e = basisEffect(mix, 'AR5', 'AR4');
  const bases = { projection: 'AR4 GWP100', inventory: 'AR5 GWP100', submission: '2026' };
  expect(describeBasisEffect(e, [2022, 2023], bases, 'en')).toBe(
    "The bases differ: the projection's CO2 equivalents use AR4 GWP100, the 2026 inventory's AR5 GWP100. Re-weighting the inventory's methane, nitrous oxide and SF6 with the projection's GWPs changes its total without LULUCF in 2022–2023 by -28…-13 kt CO2 eq (-0.28…-0.06 %); HFCs and PFCs (150–160 kt CO2 eq) are published only in CO2 eq and cannot be re-weighted.",
  );
  expect(describeBasisEffect(e, [2023], bases, 'et')).toContain('2023–2023');
  // Estonian and Russian write the range of negative numbers with words and the minus sign U+2212.
  expect(describeBasisEffect(e, [2022, 2023], bases, 'et')).toContain(
    'aastatel 2022–2023 \u221228 kuni \u221213 kt CO2 ekv (\u22120,28 kuni \u22120,06 %)',
  );
  expect(describeBasisEffect(e, [2022, 2023], bases, 'ru')).toContain(
    'изменится в пределах от \u221228 до \u221213 кт CO2-экв. (от \u22120,28 до \u22120,06 %)',
  );
  // No F-gas figure in any year: no bracket, never "puudub–puudub".
  const noF = { ...e, fGases: [Number.NaN, Number.NaN] };
  const et = describeBasisEffect(noF, [2022, 2023], bases, 'et');
  expect(et).toContain('HFC-sid ja PFC-sid ei saa ümber arvutada');
  expect(et).not.toContain('puudub');
  expect(describeBasisEffect(e, [1990], bases, 'en')).toBe('');
});

test('the GWP set of a basis label', () => {
  expect(gwpSet('AR4 GWP100')).toBe('AR4');
  expect(gwpSet('AR5 GWP100')).toBe('AR5');
  expect(gwpSet('SAR')).toBeUndefined();
});

test('HFCs and PFCs: a gas without a number counts as 0, so the note gives the HFCs (audit L1: not "N/A–N/A")', () => {
  // 2026 inventory, 2.F HFCs 2018 and 2024: 179.9 and 226.0 kt CO2 eq; PFCs only notation keys.
  const fGases = fGasTotals([179.9, 226.0], [Number.NaN, Number.NaN]);
  expect(fGases).toEqual([179.9, 226.0]);
  expect(fGasTotals([Number.NaN], [Number.NaN])[0]).toBeNaN();
  expect(fGasTotals([10], [2.5])).toEqual([12.5]);
  const e = basisEffect({ ...mix, fGases }, 'AR5', 'AR4');
  const bases = { projection: 'AR4 GWP100', inventory: 'AR5 GWP100', submission: '2026' };
  expect(describeBasisEffect(e, [2022, 2023], bases, 'en')).toContain('HFCs and PFCs (180–226 kt CO2 eq)');
  expect(describeBasisEffect(e, [2022, 2023], bases, 'ru')).toContain('ГФУ и ПФУ (180–226 кт CO2-экв.)');
});
