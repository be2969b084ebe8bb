import { allDataPath, gasFileName, joinGasData, splitGasData } from '@/lib/model/gas-file';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

test('a gas travels as a core file and a categories file, named after its source', () => {
  const inventory = { period: 'inventory', submission: '2026' } as const;
  expect(gasFileName(inventory, 'co2eq')).toBe('inventory-2026-co2eq.json');
  expect(gasFileName(inventory, 'co2eq', 'categories')).toBe('inventory-2026-co2eq-categories.json');
  expect(gasFileName({ period: 'projections', measure: 'wam' }, 'n2o', 'categories')).toBe('wam-n2o-categories.json');
  expect(gasFileName({ period: 'projections', measure: 'wem', round: '2019' }, 'co2eq')).toBe(
    'projections-2019-wem-co2eq.json',
  );
});

test('the core file has no categories; the categories file has them by sector, and the two give the gas back', () => {
  const gas = makeGas();
  const { core, categories } = splitGasData(gas);
  expect(core.sectors.map((s) => Object.keys(s).includes('cats'))).toEqual([false, false, false]);
  expect(core.totals).toEqual(gas.totals);
  expect(Object.keys(categories)).toEqual(['energy', 'agri', 'lulucf']);
  expect(categories.energy!.map((c) => c.id)).toEqual(['energy-ind', 'oil']);
  expect(JSON.parse(JSON.stringify(joinGasData(core, categories)))).toEqual(gas);
});

test('without its categories file a gas has sectors without categories', () => {
  const joined = joinGasData(splitGasData(makeGas()).core);
  expect(joined.sectors.map((s) => [s.id, s.data, s.cats])).toEqual([
    ['energy', [100, 80, 60], []],
    ['agri', [20, 10, 10], []],
    ['lulucf', [-30, -10, 5], []],
  ]);
});

test("a submission's all-data workbook has one address per language", () => {
  expect(allDataPath('en', '2026')).toBe('/data/en/all-data/ghg-estonia-2026-submission.xlsx');
  expect(allDataPath('et', '2020')).toBe('/data/et/all-data/ghg-estonia-2020-submission.xlsx');
});
