import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileData } from '@/lib/compile/compile';
import { loadChartGases, loadGasData, loadGasList, loadProjectionHeadlines, loadProportions } from '@/lib/compile/load';
import { readDataDir } from '@/lib/compile/read-data-dir';
import { writeGenerated } from '@/lib/compile/write-generated';

const fixtureHeadlines = {
  file: 'headlines.yml',
  text: [
    'headlines:',
    '  - { kind: target, year: 2035, scenario: null, scope: total GHG, value: 8, unit: Mt CO2 eq, base: null,',
    '      source: { title: T, url: "https://example.org", published: 2024-02 }, quote: Q }',
  ].join('\n'),
};

describe('loaders read the compiled JSON', () => {
  let dir = '';
  const previous = process.env.GENERATED_DATA_DIR;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    const data = readDataDir('__tests__/fixtures/data');
    const output = compileData({
      ...data,
      proportions: {
        file: 'p.yml',
        text: 'startYear: 2000\nnumYears: 2\nyears: 2000-2001\nrows: |\n  energy\t60\t55.5\n  waste\t40\t44.5\n',
      },
      headlines: fixtureHeadlines,
    });
    expect(output.issues).toEqual([]);
    writeGenerated(dir, output.documents);
    process.env.GENERATED_DATA_DIR = dir;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.GENERATED_DATA_DIR;
    else process.env.GENERATED_DATA_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  it('loadGasData returns localised data, and undefined for a file that does not exist', () => {
    expect(loadGasData('et', 'projections', 'co2eq', 'wem')?.legendText).toEqual({
      withLulucf: 'Kokku koos LULUCF-iga',
      withoutLulucf: 'Kokku ilma LULUCF-ita',
    });
    expect(loadGasData('en', 'projections', 'co2eq')?.totals?.withoutLulucf).toEqual([10, 8, 6]);
    expect(loadGasData('en', 'projections', 'co2eq', 'wam')?.totals?.withoutLulucf).toEqual([10, 7, 4]);
    expect(loadGasData('en', 'projections', 'sf6', 'wem')).toBeUndefined();
    expect(loadGasData('en', 'inventory', 'co2eq')).toBeUndefined();
  });

  it('loadGasList lists gases per period and measure', () => {
    expect(loadGasList('en', 'projections', 'wem')).toEqual([
      { id: 'co2eq', name: 'CO2 equivalent (all gases)', unit: 'kt CO2 eq', hasTotals: true },
      { id: 'ch4', name: 'Methane (CH4)', unit: 'kt CO2 eq', hasTotals: false },
    ]);
    expect(loadGasList('en', 'inventory')).toEqual([]);
  });

  it('loadChartGases gives the projections page the gases of each measure, and the inventory page none of them', () => {
    const projections = loadChartGases('en', 'projections');
    expect(projections.gases).toEqual([]);
    expect(projections.projectionGases?.wem.map((g) => g.id)).toEqual(['co2eq', 'ch4']);
    expect(projections.projectionGases?.wam.map((g) => g.id)).toEqual(['co2eq']);
    expect(loadChartGases('en', 'inventory')).toEqual({ gases: [], projectionGases: null });
  });

  it('loadProportions and loadProjectionHeadlines', () => {
    expect(loadProportions()).toEqual({
      startYear: 2000,
      numYears: 2,
      years: '2000-2001',
      sectors: { energy: [60, 55.5], waste: [40, 44.5] },
    });
    expect(loadProjectionHeadlines()).toEqual([
      {
        kind: 'target',
        year: 2035,
        scenario: null,
        scope: 'total GHG',
        value: 8,
        unit: 'Mt CO2 eq',
        base: null,
        source: { title: 'T', url: 'https://example.org', published: '2024-02' },
        quote: 'Q',
      },
    ]);
  });

  it('a missing compiled folder is an error that says to run compile-data', () => {
    process.env.GENERATED_DATA_DIR = path.join(dir, 'nowhere');
    expect(() => loadProportions()).toThrow(/run npm run compile-data/);
    expect(() => loadGasList('en', 'inventory')).toThrow(/run npm run compile-data/);
    process.env.GENERATED_DATA_DIR = dir;
  });
});
