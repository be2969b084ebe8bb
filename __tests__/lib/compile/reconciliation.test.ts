/**
 * The imported co2eq file against itself and against figures published in
 * data-sources/unfccc-di-crf2020-estonia/SOURCE.md.
 */
import { readFileSync } from 'node:fs';
import { validateGasFile } from '@/lib/compile/validate-gas-file';
import { CATEGORIES } from '@/lib/model/catalogue';
import type { GasFileData } from '@/lib/model/types';

function load(gas: string): GasFileData {
  const file = `data/past/${gas}.yml`;
  const result = validateGasFile(readFileSync(file, 'utf8'), file);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const co2eq = load('co2eq');
const at = (year: number) => co2eq.years.indexOf(year);
const sector = (id: string) => {
  const s = co2eq.sectors.find((x) => x.id === id);
  if (!s) throw new Error(`no sector ${id}`);
  return s;
};

describe('co2eq reconciliation', () => {
  it('has the five CRF sectors as rows', () => {
    expect(co2eq.sectors.map((s) => s.id)).toEqual(['energy', 'ind-proc', 'agri', 'lulucf', 'waste']);
  });

  it.each(co2eq.years.map((_, i) => [co2eq.years[i], i]))('%s: sectors sum to the totals within 0.5 kt', (_year, i) => {
    const without = ['energy', 'ind-proc', 'agri', 'waste'].reduce(
      (sum, id) => sum + (sector(id).data[i] as number),
      0,
    );
    expect(Math.abs(without - (co2eq.totals?.withoutLulucf[i] as number))).toBeLessThan(0.5);
    const withLulucf = without + (sector('lulucf').data[i] as number);
    expect(Math.abs(withLulucf - (co2eq.totals?.withLulucf[i] as number))).toBeLessThan(0.5);
  });

  it.each(['energy', 'ind-proc', 'agri', 'waste'])(
    '%s: every category is present and categories sum to the sector in every year',
    (id) => {
      const s = sector(id);
      expect(s.cats.map((c) => c.id)).toEqual(CATEGORIES.filter((c) => c.sector === id).map((c) => c.id));
      s.data.forEach((value, i) => {
        const sum = s.cats.reduce((acc, c) => acc + (c.data[i] as number), 0);
        expect(Math.abs(sum - value)).toBeLessThan(0.5);
      });
    },
  );

  it('matches the published totals', () => {
    expect(co2eq.totals?.withoutLulucf[at(1990)]).toBeCloseTo(40277.3, 1);
    expect(co2eq.totals?.withoutLulucf[at(2005)]).toBeCloseTo(19012.2, 1);
    expect(co2eq.totals?.withoutLulucf[at(2018)]).toBeCloseTo(19974.1, 1);
    expect(co2eq.totals?.withLulucf[at(2018)]).toBeCloseTo(17984.0, 1);
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

describe('gas units and F-gas files', () => {
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

  it('the pie proportions of 2018 add up to 100 % and follow the co2eq rows', () => {
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
    const last = co2eq.years.length - 1;
    const sum = Object.values(rows).reduce((acc: number, values) => acc + (values[last] as number), 0);
    expect(Math.abs(sum - 100)).toBeLessThan(0.1);
    const transport = sector('energy').cats.find((c) => c.id === 'transport')?.data[last] as number;
    expect(rows.transport?.[last]).toBeCloseTo((transport / (co2eq.totals?.withoutLulucf[last] as number)) * 100, 1);
  });
});
