import { compileData } from '@/lib/compile/compile';
import { readDataDir } from '@/lib/compile/read-data-dir';
import type { GasData, GasListEntry } from '@/lib/model/types';
import { makeGasFile } from '@/__tests__/lib/compile/gas-file-builder';

const EMPTY = { inventory: [], projections: { wem: [], wam: [] } };

describe('compileData on the real data folder', () => {
  const output = compileData(readDataDir('data'));

  it('finds zero issues', () => {
    expect(output.issues).toEqual([]);
  });

  it('compiles all seven past gases per locale, with localised names', () => {
    const list = output.documents['et/inventory/gases.json'] as GasListEntry[];
    expect(list.map((g) => g.id)).toEqual(['co2eq', 'co2', 'ch4', 'n2o', 'hfc', 'pfc', 'sf6']);
    expect(list[0]).toEqual({ id: 'co2eq', name: 'CO2-ekvivalent (kõik gaasid)', unit: 'kt CO2 ekv', hasTotals: true });
    expect((output.documents['en/inventory/gases.json'] as GasListEntry[])[0]!.unit).toBe('kt CO2 eq');
    const en = output.documents['en/inventory/sf6.json'] as GasData;
    expect(en.unit).toBe('t');
    expect(en.legendText).toEqual({ withLulucf: 'Total with LULUCF', withoutLulucf: 'Total without LULUCF' });
  });

  it('writes empty projection gas lists while no projection file exists', () => {
    expect(output.documents['en/projections/wem/gases.json']).toEqual([]);
    expect(output.documents['et/projections/wam/gases.json']).toEqual([]);
  });

  it('compiles the proportions and the headline figures', () => {
    expect(output.documents['proportions.json']).toMatchObject({ startYear: 1990, numYears: 29, years: '1990-2018' });
    expect((output.documents['projections/headlines.json'] as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('compileData on the projection fixtures', () => {
  const output = compileData(readDataDir('__tests__/fixtures/data'));

  it('compiles prognosis files exactly like past files', () => {
    expect(output.issues).toEqual([]);
    const wem = output.documents['en/projections/wem/co2eq.json'] as GasData;
    expect(wem.years).toEqual([2020, 2025, 2030].map((year) => ({ year, isIncluded: true })));
    expect(wem.totals).toEqual({ withLulucf: [9, 7, 5], withoutLulucf: [10, 8, 6] });
    expect(wem.sectors.map((s) => s.id)).toEqual(['energy', 'agri', 'lulucf']);
    expect(
      (output.documents['en/projections/wem/gases.json'] as GasListEntry[]).map((g) => [g.id, g.hasTotals]),
    ).toEqual([
      ['co2eq', true],
      ['ch4', false],
    ]);
    expect((output.documents['et/projections/wam/co2eq.json'] as GasData).name).toBe('CO2-ekvivalent (kõik gaasid)');
  });
});

describe('compileData collects issues from every file', () => {
  it('reports issues of several files in one run, and a gas id that does not match the file name', () => {
    const output = compileData({
      ...EMPTY,
      inventory: [
        { file: 'data/past/co2eq.yml', text: makeGasFile({ 1: 'id: co3' }) },
        { file: 'data/past/co2.yml', text: makeGasFile() },
      ],
      projections: {
        wem: [{ file: 'data/prognosis/wem/co2eq.yml', text: makeGasFile({ 18: '  farm\t\t\t1\t1' }) }],
        wam: [],
      },
      proportions: {
        file: 'data/proportions.yml',
        text: 'startYear: 2000\nnumYears: 1\nyears: 2000-2000\nrows: |\n  pie\t1\n',
      },
    });
    expect(output.issues.map((i) => [i.file, i.line, i.message])).toEqual([
      ['data/past/co2eq.yml', 1, 'Invalid gas id'],
      ['data/past/co2.yml', 1, 'Gas id co2eq does not match the file name co2'],
      ['data/prognosis/wem/co2eq.yml', 18, 'Invalid sector id'],
      ['data/proportions.yml', 5, 'Invalid sector id'],
    ]);
  });
});
