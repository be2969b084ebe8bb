import { gasRows } from '@/lib/open-data/gas-rows';
import { activityRows } from '@/lib/open-data/activity-rows';
import { csvText, gwpNamedIn, notationKeyOf, tidyCsv } from '@/lib/open-data/tidy';
import { activityDatasetName, chartDataPath } from '@/lib/open-data/names';
import { buildPackage } from '@/lib/open-data/package';
import type { OpenDataset } from '@/lib/open-data/datasets';
import { ACTIVITY, GAS, INPUT } from '@/__tests__/lib/open-data/fixture';
import { buildOpenDataFiles } from '@/lib/open-data/files';

const source = { dataset: 'inventory-submission-2026', submissionOrRound: '2026', scenario: '', gwp: 'AR5 GWP100' };

test('a gas file gives totals, memo items, sectors and categories, and no row for a gap', () => {
  const rows = gasRows(GAS, source);
  const energy = rows.filter((r) => r.categoryCode === '1');
  expect(energy.map((r) => [r.year, r.value])).toEqual([
    [2022, 10],
    [2024, 8],
  ]);
  expect(rows.filter((r) => r.level === 'total')).toHaveLength(6);
  expect(rows.find((r) => r.categoryCode === '1.D.1.b')).toMatchObject({ level: 'memo', value: 2 });
  expect(rows.find((r) => r.year === 2024 && r.categoryName === 'Total without LULUCF')).toMatchObject({
    value: 10.25,
    unit: 'kt CO2 eq',
    gwp: 'AR5 GWP100',
    gas: 'co2eq',
  });
  // A gas in mass units carries no GWP basis.
  expect(gasRows({ ...GAS, id: 'ch4', unit: 'kt' }, source)[0]?.gwp).toBe('');
});

test('an activity file gives a notation key with no value, no row for "-", codes and scenarios', () => {
  const rows = activityRows(ACTIVITY, { dataset: 'x' });
  expect(rows.map((r) => [r.categoryName, r.year, r.value, r.notationKey])).toEqual([
    ['Cars (1.A.3.b.i)', 2023, 5, ''],
    ['Buses', 2023, null, 'NO'],
    ['Buses', 2024, 1.5, ''],
  ]);
  expect(rows[0]).toMatchObject({ categoryCode: '1.A.3.b.i', scenario: 'WEM', gwp: 'AR5 GWP100' });
});

test('a land transition matrix gives one row per year, from and to', () => {
  const matrix = {
    ...ACTIVITY,
    type: 'matrix',
    columns: ['From', 'Cropland', 'Settlements'],
    years: [],
    rows: [{ name: '1990', data: [], cells: ['Cropland', 1051.279, 'NO'] }],
  };
  expect(activityRows(matrix, { dataset: 'm' }).map((r) => [r.categoryName, r.year, r.value, r.notationKey])).toEqual([
    ['Cropland → Cropland', 1990, 1051.279, ''],
    ['Cropland → Settlements', 1990, null, 'NO'],
  ]);
});

test('notation keys, GWP bases, CSV cells and licences', () => {
  expect(notationKeyOf('no')).toBe('NO');
  expect(notationKeyOf('NO, IE')).toBe('NO,IE');
  expect(notationKeyOf('-')).toBeUndefined();
  expect(notationKeyOf('n/a')).toBeUndefined();
  expect(gwpNamedIn(['kt CO2 eq with the GWP100 of the IPCC AR5'])).toBe('AR5 GWP100');
  expect(gwpNamedIn(['AR4 in 2020, AR5 from the CRT submissions; GWP100'])).toBe('');
  expect(gwpNamedIn(['AR5, no potentials named'])).toBe('');
  expect(csvText(['a', 'b'], [['x, "y"', null]])).toBe('a,b\r\n"x, ""y""",\r\n');
  expect(tidyCsv([]).split('\r\n')[0]).toBe(
    'dataset,submission_or_round,area,scenario,gas,level,category_code,category_name,year,value,unit,gwp,notation_key',
  );
  const licenceOf = (licence: string) => {
    const dataset = {
      name: 'x',
      path: 'x.csv',
      aliases: [],
      kind: 'activity',
      title: 'X',
      description: '',
      schema: {},
      csv: '',
    };
    const source = { title: 'S', url: '', vintage: '', licence };
    const site = { siteUrl: 'https://example.org', folder: '/data/open' };
    const descriptor = buildPackage([{ ...dataset, source } as OpenDataset], site);
    return (descriptor.resources as { licenses: unknown[] }[])[0]!.licenses[0];
  };
  expect(licenceOf('CC BY 4.0 (World Bank)')).toMatchObject({ name: 'CC-BY-4.0' });
  expect(licenceOf('Open Database License (ODbL), attribution "Electricity Maps"')).toMatchObject({ name: 'ODbL-1.0' });
  expect(licenceOf('EEA standard re-use policy')).toEqual({ name: 'other-at', title: 'EEA standard re-use policy' });
});

test('resource names and the Data page entries the charts link to', () => {
  expect(activityDatasetName('data/sectors/transport/road_transport.yml')).toBe(
    'activity-sectors-transport-road-transport',
  );
  expect(activityDatasetName('data/sectors/ets_esr/total_projections.yml')).toBe('effort-sharing');
  expect(chartDataPath('et', '2026')).toBe('/et/data/#inventory-submission-2026');
  expect(chartDataPath('ru', '2026', '2019')).toBe('/ru/data/#projections-round-2019');
});

test("an activity file's source is its source line without basis and vintage; without a licence it takes its submission's", () => {
  const resourceOf = (activity: typeof ACTIVITY) => {
    const input = { ...INPUT, activities: [{ file: 'data/sectors/transport/projections_wem.yml', data: activity }] };
    const descriptor = JSON.parse(buildOpenDataFiles(input, 'https://example.org').files[0]!.text);
    return descriptor.resources.find((r: { name: string }) => r.name.startsWith('activity-'));
  };
  const named = resourceOf({ ...ACTIVITY, source: 'W. F. Lamb, Tidy GHG Inventories. Basis: x. Vintage: y' });
  expect(named.sources[0]).toMatchObject({
    title: 'W. F. Lamb, Tidy GHG Inventories',
    path: 'https://example.org/source',
  });
  const { licence: _licence, sourceUrl: _url, ...withoutLicence } = ACTIVITY;
  const inherited = resourceOf({ ...withoutLicence, source: 'Inventory submission 2026 to the UNFCCC. Basis: x' });
  expect(inherited.licenses[0].title).toBe('UNFCCC data, reproduced with attribution');
  expect(inherited.sources[0].path).toBe('https://example.org/unfccc');
});
