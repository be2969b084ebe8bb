/**
 * The imported co2eq files of each submission against themselves and against the figures published
 * in data/sources/unfccc-di-crf2020-estonia/SOURCE.md and data/sources/crt-2026-2025-estonia/SOURCE.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { validateGasFile } from '@/lib/compile/validate/validate-gas-file';
import { CATEGORIES } from '@/lib/model/catalogue';
import type { GasFileData } from '@/lib/model/gas-data';

/** The newest submission's folder under data/past/ (submissions are named by their year). */
const newestSubmissionId = () =>
  readdirSync('data/past')
    .filter((d) => /^\d{4}$/.test(d))
    .sort()
    .at(-1)!;

function load(gas: string, submission = '2020'): GasFileData {
  const file = `data/past/${submission}/${gas}.yml`;
  const result = validateGasFile(readFileSync(file, 'utf8'), file, 'inventory');
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe.each(['2020', '2025', '2026'])('co2eq of the %s submission adds up', (submission) => {
  const data = load('co2eq', submission);
  const part = (id: string) => data.sectors.find((x) => x.id === id)!;
  // A category without a number in the source (NaN, a gap) adds nothing to its sector.
  const orZero = (v: number | undefined) => (Number.isFinite(v) ? v! : 0);

  it('has the five sectors as rows', () => {
    expect(data.sectors.map((s) => s.id)).toEqual(['energy', 'ind-proc', 'agri', 'lulucf', 'waste']);
  });

  it('sectors sum to both totals and categories to their sector in every year, within 0.5 kt', () => {
    data.years.forEach((_, i) => {
      const without = ['energy', 'ind-proc', 'agri', 'waste'].reduce((sum, id) => sum + part(id).data[i]!, 0);
      expect(Math.abs(without - data.totals!.withoutLulucf[i]!)).toBeLessThan(0.5);
      expect(Math.abs(without + part('lulucf').data[i]! - data.totals!.withLulucf![i]!)).toBeLessThan(0.5);
      for (const id of ['energy', 'ind-proc', 'agri', 'waste']) {
        expect(part(id).cats.map((c) => c.id)).toEqual(CATEGORIES.filter((c) => c.sector === id).map((c) => c.id));
        const sum = part(id).cats.reduce((acc, c) => acc + orZero(c.data[i]), 0);
        expect(Math.abs(sum - part(id).data[i]!)).toBeLessThan(0.5);
      }
    });
  });
});

describe('the 2026 submission matches the figures its SOURCE.md publishes (kt CO2 eq, AR5)', () => {
  const data = load('co2eq', '2026');
  const at = (year: number) => data.years.indexOf(year);
  const lulucf = data.sectors.find((s) => s.id === 'lulucf')!;
  it.each([
    [1990, 40342.4],
    [2005, 19194.3],
    [2018, 19943.6],
    [2023, 10888.0],
    [2024, 10240.6],
  ])('total without LULUCF %s = %s', (year, value) => {
    expect(data.totals!.withoutLulucf[at(year)]).toBeCloseTo(value, 1);
  });
  it('LULUCF turned from a sink in 1990 to a source in 2018 and 2024; CO2 2018 = 17.80 Mt', () => {
    expect(lulucf.data[at(1990)]).toBeCloseTo(-4043.3, 1);
    expect(lulucf.data[at(2018)]).toBeCloseTo(3246.3, 1);
    expect(lulucf.data[at(2024)]).toBeCloseTo(1906.6, 1);
    expect(load('co2', '2026').totals!.withoutLulucf[at(2018)]! / 1000).toBeCloseTo(17.8, 2);
  });
  it('single gases are masses: CH4 × 28 and N2O × 265 give the CO2 equivalents of enteric fermentation and soils', () => {
    const row = (d: GasFileData, cat: string) =>
      d.sectors.find((s) => s.id === 'agri')!.cats.find((c) => c.id === cat)!;
    expect(row(load('ch4', '2026'), 'enteric').data[at(2024)]! * 28).toBeCloseTo(
      row(data, 'enteric').data[at(2024)]!,
      3,
    );
    expect(row(load('n2o', '2026'), 'agri-soils').data[at(2024)]! * 265).toBeCloseTo(
      row(data, 'agri-soils').data[at(2024)]! - row(load('ch4', '2026'), 'agri-soils').data[at(2024)]! * 28,
      3,
    );
  });
  it('carries its submission, AR5 basis, source, licence and vintage', () => {
    expect(data.meta).toMatchObject({
      submission: 2026,
      gwp: 'AR5 GWP100',
      licence: { en: 'CC BY 4.0', et: 'CC BY 4.0' },
    });
    expect(data.meta?.vintage.en).toBe('2026 submission (CRT), years 1990–2024');
  });
});

const co2eq = load('co2eq');
const at = (year: number) => co2eq.years.indexOf(year);
const sector = (id: string) => {
  const s = co2eq.sectors.find((x) => x.id === id);
  if (!s) throw new Error(`no sector ${id}`);
  return s;
};

describe('co2eq of the 2020 submission', () => {
  it('has the five CRF sectors as rows', () => {
    expect(co2eq.sectors.map((s) => s.id)).toEqual(['energy', 'ind-proc', 'agri', 'lulucf', 'waste']);
  });

  it('matches the published totals', () => {
    expect(co2eq.totals?.withoutLulucf[at(1990)]).toBeCloseTo(40277.3, 1);
    expect(co2eq.totals?.withoutLulucf[at(2005)]).toBeCloseTo(19012.2, 1);
    expect(co2eq.totals?.withoutLulucf[at(2018)]).toBeCloseTo(19974.1, 1);
    expect(co2eq.totals?.withLulucf?.[at(2018)]).toBeCloseTo(17984.0, 1);
    expect(sector('energy').data[at(2018)]).toBeCloseTo(17590.1, 1);
    expect(co2eq.bunkers?.total[at(2018)]).toBeCloseTo(1153.7, 1);
    const publicElHeat = sector('energy')
      .cats.find((c) => c.id === 'energy-ind')
      ?.subCats.find((s) => s.id === 'public-el-heat');
    expect(publicElHeat?.data[at(2018)]).toBeCloseTo(12230.9, 1);
  });

  it('bunkers total is navigation plus aviation', () => {
    const b = co2eq.bunkers;
    b?.total.forEach((t, i) =>
      expect(Math.abs(t - (b.navigation[i] as number) - (b.aviation[i] as number))).toBeLessThan(0.01),
    );
  });
});

describe('gas units and F-gas files of the 2020 submission', () => {
  it.each([
    ['co2eq', 'kt CO2 eq'],
    ['co2', 'kt'],
    ['ch4', 'kt'],
    ['n2o', 'kt'],
    ['hfc', 'kt CO2 eq'],
    ['pfc', 'kt CO2 eq'],
    ['sf6', 't'],
  ])('%s is in %s', (gas, unit) => {
    expect(load(gas).unit).toBe(unit);
  });

  it('CH4 in CO2 equivalent (GWP 25) matches the co2eq enteric fermentation row', () => {
    const ch4 = load('ch4');
    const enteric = (d: GasFileData) =>
      d.sectors.find((s) => s.id === 'agri')?.cats.find((c) => c.id === 'enteric')?.data;
    expect((enteric(ch4)?.[at(2018)] as number) * 25).toBeCloseTo(enteric(co2eq)?.[at(2018)] as number, 1);
  });

  it('the pie proportions of the newest year add up to 100 % and follow the newest co2eq rows', () => {
    const newest = load('co2eq', newestSubmissionId());
    const text = readFileSync('data/proportions.yml', 'utf8');
    const rows: Record<string, number[]> = Object.fromEntries(
      text
        .split('\n')
        .filter((l) => l.startsWith('  '))
        .map((l) => {
          const [id, ...cells] = l.trim().split('\t');
          return [id, cells.map(Number)];
        }),
    );
    const last = newest.years.length - 1;
    expect(rows.energy).toHaveLength(newest.years.length);
    const sum = Object.values(rows).reduce((acc: number, values) => acc + (values[last] as number), 0);
    expect(Math.abs(sum - 100)).toBeLessThan(0.1);
    const energy = newest.sectors.find((s) => s.id === 'energy')!;
    const transport = energy.cats.find((c) => c.id === 'transport')?.data[last] as number;
    expect(rows.transport?.[last]).toBeCloseTo((transport / (newest.totals?.withoutLulucf[last] as number)) * 100, 1);
  });
});
