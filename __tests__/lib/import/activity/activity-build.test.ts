import { buildActivityYaml } from '@/lib/import/activity/build-activity-yaml';
import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import type { SeriesSpec } from '@/lib/import/activity/series-spec';

const spec: SeriesSpec = {
  file: 'transport/road.yml',
  id: 'road',
  title: { en: 'Road', et: 'Maantee', ru: 'Дорога' },
  type: 'barChart',
  nameHeader: { en: 'Vehicle', et: 'Sõiduk', ru: 'Транспортное средство' },
  rows: [
    { code: '1.A.3.b.i', gas: 'GHG_total_CO2e', label: { en: 'Cars', et: 'Autod', ru: 'Автомобили' } },
    { code: '1.A.3.b', gas: 'GHG_total_CO2e', label: { en: 'Total', et: 'Kokku', ru: 'Итого' }, line: true },
  ],
  submission: 2020,
};
const meta = { unit: 'kt CO2 eq', source: { en: 'Inventory', et: 'Inventuur' } };
const table: Record<string, (number | null)[]> = { '1.A.3.b.i': [1.23456789, null], '1.A.3.b': [2, 3.5] };

test('writes a file the activity parser reads back with the same numbers', () => {
  const built = buildActivityYaml(spec, (row) => table[row.code ?? ''], [2017, 2018], meta);
  if (!built.ok) throw new Error(built.missing.join());
  const parsed = parseActivityFile(built.text, 'road.yml');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  expect(parsed.value.years.map((y) => y.year)).toEqual([2017, 2018]);
  expect(parsed.value.rows.map((row) => [row.name, row.cells])).toEqual([
    ['Cars', [1.234568, '-']],
    ['Total', [2, 3.5]],
  ]);
  expect(parsed.value.lineItems).toEqual(['Total']);
  expect(parsed.value.translations?.et?.Cars).toBe('Autod');
  expect(parsed.value.translations?.ru?.Cars).toBe('Автомобили');
  expect(parsed.value.translations?.ru?.Vehicle).toBe('Транспортное средство');
  expect(parsed.value.unit).toBe('kt CO2 eq');
});

test('a series missing from the source is an error, never zeros', () => {
  const built = buildActivityYaml(spec, (row) => (row.code === '1.A.3.b' ? [1, 2] : undefined), [2017, 2018], meta);
  expect(built).toEqual({ ok: false, missing: ['1.A.3.b.i (GHG_total_CO2e)'] });
});
