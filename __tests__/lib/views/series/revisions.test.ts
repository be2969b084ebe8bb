import { buildRevisions, revisionsToTable } from '@/lib/views/series/revisions';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = { locale: 'en' as const, restOf: (n: string) => `rest of ${n}` };
/** The newer submission: one more year, LULUCF recalculated from a sink to a source, energy revised up. */
const newer = makeGas({
  years: [1990, 2000, 2018, 2024].map((year) => ({ year, isIncluded: true })),
  sectors: [
    { id: 'energy', data: [101, 80, 60, 30], cats: [{ id: 'energy-ind', data: [101, 80, 60, 30], subCats: [] }] },
    { id: 'agri', data: [20, 10, 10, 9], cats: [{ id: 'enteric', data: [20, 10, 10, 9], subCats: [] }] },
    { id: 'lulucf', data: [-30, 20, 40, 25], cats: [{ id: 'forest', data: [-30, 20, 40, 25], subCats: [] }] },
  ],
  totals: { withLulucf: [91, 110, 110, 64], withoutLulucf: [121, 90, 70, 39] },
});
const older = makeGas();
const L = 'Land use, land-use change and forestry (LULUCF)';
const sectorLevel = { ...DEFAULT_FILTERS, level: 'sector' as const, view: 'revisions' as const };

test('over the common years: each submission, the difference and the difference in % of the older value', () => {
  const r = buildRevisions(newer, older, sectorLevel, [], opts);
  expect(r.years).toEqual([1990, 2000, 2018]);
  const lulucf = r.rows.find((row) => row.id === 'lulucf')!;
  expect(lulucf.shown).toEqual([-30, 20, 40]);
  expect(lulucf.against).toEqual([-30, -10, 5]);
  expect(lulucf.difference).toEqual([0, 30, 35]);
  expect(lulucf.percent).toEqual([0, 300, 700]);
  expect(r.rows.find((row) => row.id === 'energy')!.percent).toEqual([1, 0, 0]);
  expect(r.rows.map((row) => row.id)).toEqual(['energy', 'agri', 'lulucf', 'total-withoutLulucf', 'total-withLulucf']);
});

test('the largest revision, and the chart draws the differences as lines', () => {
  const r = buildRevisions(newer, older, sectorLevel, [], opts);
  expect(r.largest).toEqual({ label: L, year: 2018, shown: 40, against: 5, difference: 35 });
  expect(r.view.unit).toBe('kt CO2 eq');
  expect(r.view.series.every((s) => s.kind === 'line')).toBe(true);
  expect(r.view.series.find((s) => s.id === 'total-withLulucf')?.data).toEqual([1, 30, 35]);
});

test('a series only one submission has gets no difference; a year left out is left out of both', () => {
  const r = buildRevisions(newer, older, { ...DEFAULT_FILTERS, level: 'cat', view: 'revisions' }, [2000], opts);
  expect(r.years).toEqual([1990, 2018]);
  const oil = r.rows.find((row) => row.id === 'oil')!;
  expect(oil.shown.every(Number.isNaN)).toBe(true);
  expect(oil.against).toEqual([30, 20]);
  expect(oil.difference.every(Number.isNaN)).toBe(true);
  expect(r.view.series.some((s) => s.id === 'oil')).toBe(false);
});

test('the table has four rows per series, the % row with its own unit; missing values are empty cells', () => {
  const r = buildRevisions(newer, older, { ...DEFAULT_FILTERS, level: 'sector', sector: ['lulucf'] }, [], opts);
  const table = revisionsToTable(
    r.rows,
    r.years,
    'kt CO2 eq',
    { series: 'Series', code: 'CRF code', unit: 'Unit' },
    {
      shown: '2026 submission',
      against: '2020 submission',
      difference: 'difference',
      percent: 'difference in %',
    },
  );
  expect(table.rows.map((row) => [row.label, row.unit ?? table.unit, row.values])).toEqual([
    [`${L}: 2026 submission`, 'kt CO2 eq', [-30, 20, 40]],
    [`${L}: 2020 submission`, 'kt CO2 eq', [-30, -10, 5]],
    [`${L}: difference`, 'kt CO2 eq', [0, 30, 35]],
    [`${L}: difference in %`, '%', [0, 300, 700]],
  ]);
});
