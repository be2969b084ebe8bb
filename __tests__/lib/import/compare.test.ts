import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { buildEmissionsYaml, buildPopulationYaml, readPopulation, readSectorTotals } from '@/lib/import/compare';

const SECTOR_CSV = 'data/sources/neighbours-crt2026-sector-totals/neighbours_sector_totals_kt_1990-2024.csv';
const POPULATION = [
  'data/sources/worldbank-population/estonia_population_1960-2024.csv',
  'data/sources/worldbank-population/neighbours_eu_population_1960-2024.csv',
];

describe('readSectorTotals', () => {
  it('reads quoted sector names, empty cells as null, and stops on an unknown sector or a repeated row', () => {
    const csv = [
      'iso,country,year_submission,sector_lv1,year,kt_co2e_ar5',
      'EST,E,2026,"Land use, land-use change and forestry",1990,-4043.284',
      'EST,E,2026,Other ,1990,',
    ].join('\n');
    const totals = readSectorTotals(csv);
    expect(totals.get('EST')?.get('lulucf')?.get(1990)).toBe(-4043.284);
    expect(totals.get('EST')?.get('other')?.get(1990)).toBeNull();
    expect(() => readSectorTotals(csv.replace('Other ', 'Aviation'))).toThrow('CSV line 3: unknown sector "Aviation"');
    expect(() => readSectorTotals(`${csv}\nEST,E,2026,Other ,1990,1`)).toThrow(
      'CSV line 4: EST other 1990 given twice',
    );
  });
});

describe('the repository extracts', () => {
  const emissions = load(buildEmissionsYaml(readFileSync(SECTOR_CSV, 'utf8'))) as {
    years: number[];
    areas: Array<{ id: string; sectors: Record<string, Array<number | null>> }>;
  };
  const population = load(buildPopulationYaml(POPULATION.map((p) => readFileSync(p, 'utf8')))) as {
    areas: Record<string, number[]>;
  };
  const withoutLulucf = (id: string, year: number) => {
    const i = emissions.years.indexOf(year);
    const area = emissions.areas.find((a) => a.id === id)!;
    return Object.entries(area.sectors)
      .filter(([s]) => s !== 'lulucf')
      .reduce((sum, [, v]) => sum + (v[i] ?? 0), 0);
  };

  it('give the SOURCE.md checks of the total without LULUCF (kt)', () => {
    expect(withoutLulucf('est', 1990)).toBeCloseTo(40342.4, 1);
    expect(withoutLulucf('est', 2024)).toBeCloseTo(10240.6, 1);
    expect(Math.round(withoutLulucf('lva', 2024))).toBe(9618);
    expect(Math.round(withoutLulucf('swe', 2023))).toBe(44234);
    expect(Math.round(withoutLulucf('eu27', 1990))).toBe(4863844);
  });

  it('leave the EU27 empty in 2024 rather than filling it', () => {
    const eu = emissions.areas.find((a) => a.id === 'eu27')!;
    expect(Object.values(eu.sectors).every((v) => v.at(-1) === null)).toBe(true);
  });

  it('give Estonia 1 372 341 people in 2024 and 1 569 174 in 1990', () => {
    expect(population.areas.est?.at(-1)).toBe(1372341);
    expect(population.areas.est?.[0]).toBe(1569174);
    expect(Object.keys(population.areas)).toEqual(['est', 'lva', 'ltu', 'fin', 'swe', 'pol', 'eu27']);
  });

  it('match the committed generated files (the converter is deterministic)', () => {
    expect(buildEmissionsYaml(readFileSync(SECTOR_CSV, 'utf8'))).toBe(
      readFileSync('data/compare/emissions.yml', 'utf8'),
    );
  });

  it('reads population rows and stops on a year that is not one', () => {
    expect(readPopulation('Country Name,Country Code,Year,Value\nE,EST,1990,5').get('EST')?.get(1990)).toBe(5);
    expect(() => readPopulation('Country Name,Country Code,Year,Value\nE,EST,19x0,5')).toThrow('CSV line 2');
  });
});
