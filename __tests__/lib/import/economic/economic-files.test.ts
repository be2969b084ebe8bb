import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { formatActivityYaml } from '@/lib/import/activity/activity-yaml';
import { buildEconomicFiles } from '@/lib/import/economic/economic-files';

const inputs = {
  // kt CO2 eq
  emissionsKt: new Map([
    [1990, 40_000],
    [1991, 30_000],
    [1992, 20_000],
    [1993, 18_000],
  ]),
  inventory: { submission: 2026, gwp: 'AR5 GWP100' },
  // constant 2015 US$ per person, no figure for 1993
  gdpPerCapita: new Map([
    [1989, 1000],
    [1990, 10_000],
    [1991, 12_000],
    [1992, 8_000],
  ]),
  // persons
  population: new Map([
    [1989, 1_700_000],
    [1990, 1_600_000],
    [1991, 1_250_000],
    [1992, 2_000_000],
    [1993, 1_000_000],
  ]),
  // current US$, from 1992
  nominalGdp: new Map([
    [1992, 4e9],
    [1993, 4.5e9],
    [1994, 5e9],
  ]),
};

function parsed(name: string) {
  const files = buildEconomicFiles(inputs);
  const result = parseActivityFile(files[name] as string, name);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

test('the index chart of emissions, real GDP and population covers only the common years and starts at 100', () => {
  const chart = parsed('emissions-and-real-gdp.yml');
  expect(chart.type).toBe('lineChart');
  expect(chart.years.map((y) => y.year)).toEqual([1990, 1991, 1992]);
  // Real GDP = per capita × population: 16e9, 15e9, 16e9 $. Emissions 30 000 / 40 000 = 75 %, 20 000 / 40 000 = 50 %;
  // GDP 15/16 = 93.75 → 93.8, 16/16 = 100; population 1.25/1.6 = 78.125 → 78.1, 2/1.6 = 125
  expect(chart.rows.map((r) => r.data)).toEqual([
    [100, 75, 50],
    [100, 93.8, 100],
    [100, 78.1, 125],
  ]);
  expect(chart.title.en).toContain('index 1990 = 100');
  expect(chart.basis?.en).toContain('derived');
  expect(chart.vintage?.en).toContain('WDI 2025');
  expect(chart.licence?.en).toContain('CC BY 4.0');
});

test('intensity of real GDP in kt CO2 eq per million constant-2015 US$, hand-computed', () => {
  const chart = parsed('intensity-real-gdp.yml');
  // 40 000 kt / 16 000 million $ = 2.5; 30 000 / 15 000 = 2; 20 000 / 16 000 = 1.25
  expect(chart.rows[0]?.data).toEqual([2.5, 2, 1.25]);
  expect(chart.unit).toBe('kt CO2 eq per million US$ (2015 prices)');
  expect(chart.title.en).toMatch(/real GDP \(constant 2015 US\$\)/);
});

test('the real-GDP table: emissions, derived real GDP in billions, GDP per capita, population in thousands, intensity', () => {
  const table = parsed('emissions-and-real-gdp-table.yml');
  expect(table.rows.map((r) => r.data[1])).toEqual([30_000, 15, 12_000, 1250, 2]);
});

test('the nominal table covers 1992–1993 only and states its basis', () => {
  const table = parsed('emissions-and-nominal-gdp-table.yml');
  expect(table.years.map((y) => y.year)).toEqual([1992, 1993]);
  // GDP in billions; 2e10 kg / 4e9 $ = 5; 1.8e10 / 4.5e9 = 4
  expect(table.rows.map((r) => r.data)).toEqual([
    [20_000, 18_000],
    [4, 4.5],
    [5, 4],
  ]);
  expect(table.title.en).toContain('current US$');
  expect(table.translations?.et?.['Nominal GDP, billion current US$']).toBe(
    'Nominaalne SKP jooksevhindades, mld USA dollarit',
  );
});

test('formatActivityYaml refuses a row whose length differs from the years', () => {
  expect(() =>
    formatActivityYaml({
      id: 'x',
      title: { en: 'X', et: 'X', ru: 'X' },
      type: 'table',
      nameHeader: { en: 'N', et: 'N', ru: 'N' },
      years: [2000, 2001],
      rows: [{ name: { en: 'a', et: 'a', ru: 'a' }, values: [1] }],
      decimals: 1,
    }),
  ).toThrow('Row "a" has 1 values for 2 years');
});

test('every file names the script that writes it, and its source names the submission and the GWP basis', () => {
  const files = buildEconomicFiles(inputs);
  for (const [name, text] of Object.entries(files)) {
    expect(text.split('\n')[0]).toContain('npm run import-gdp');
    expect(parsed(name).source?.en).toContain('submission 2026 to the UNFCCC, CO2 eq with AR5 GWP100');
  }
});
