import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileData } from '@/lib/compile/assemble/compile-data';
import {
  loadChartGases,
  loadGasData,
  loadGasList,
  loadProjectionHeadlines,
  loadProjectionRounds,
  loadProportions,
  loadSubmissions,
  newestInventory,
} from '@/lib/compile/load/load';
import { readDataDir } from '@/lib/compile/read/read-data-dir';
import { writeGenerated } from '@/lib/compile/write-generated';

const fixtureHeadlines = {
  file: 'headlines.yml',
  text: [
    'headlines:',
    '  - { kind: target, year: 2035, scenario: null, scope: total GHG, value: 8, unit: Mt CO2 eq, base: null,',
    '      source: { title: T, url: "https://news.err.ee/1", published: 2024-02 }, quote: Q }',
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

  const wem = { period: 'projections', measure: 'wem' } as const;
  const wam = { period: 'projections', measure: 'wam' } as const;

  it('loadGasData returns localised data, and undefined for a file that does not exist', () => {
    expect(loadGasData('et', wem, 'co2eq')?.legendText).toEqual({
      withLulucf: 'Kokku koos LULUCF-iga',
      withoutLulucf: 'Kokku ilma LULUCF-ita',
    });
    expect(loadGasData('en', wem, 'co2eq')?.totals?.withoutLulucf).toEqual([10, 8, 6]);
    expect(loadGasData('en', wam, 'co2eq')?.totals?.withoutLulucf).toEqual([10, 7, 4]);
    expect(loadGasData('en', wem, 'sf6')).toBeUndefined();
    expect(loadGasData('en', { period: 'inventory', submission: '2017' }, 'co2eq')?.totals?.withoutLulucf).toEqual([
      12, 11,
    ]);
    expect(loadGasData('en', { period: 'inventory', submission: '2017' }, 'ch4')).toBeUndefined();
  });

  it('loadSubmissions lists the submissions newest first; the newest is the default', () => {
    expect(loadSubmissions('et').map((s) => [s.id, s.firstYear, s.lastYear, s.gwp, s.source, s.levels])).toEqual([
      ['2019', 2016, 2017, 'AR5 GWP100', 'Katseinventuur 2019', ['total', 'sector', 'cat']],
      ['2017', 2015, 2016, 'AR4 GWP100', 'Katseinventuur 2017', ['total', 'sector', 'cat', 'subCat']],
    ]);
    expect(newestInventory('en')).toEqual({ period: 'inventory', submission: '2019' });
    expect(loadGasData('en', newestInventory('en'), 'co2eq')?.years.map((y) => y.year)).toEqual([2016, 2017]);
  });

  it('loadGasList lists gases per source', () => {
    expect(loadGasList('en', wem)).toEqual([
      { id: 'co2eq', name: 'CO2 equivalent (all gases)', unit: 'kt CO2 eq', hasTotals: true },
      { id: 'ch4', name: 'Methane (CH4)', unit: 'kt CO2 eq', hasTotals: false },
    ]);
    expect(loadGasList('en', { period: 'inventory', submission: '2019' }).map((g) => g.id)).toEqual(['co2eq']);
  });

  it('loadChartGases gives the inventory page every submission, and the projections page the newest with the rounds and the gases of each measure', () => {
    const projections = loadChartGases('en', 'projections');
    expect(projections.submissions.map((s) => s.id)).toEqual(['2019']);
    expect(Object.keys(projections.gases)).toEqual(['2019']);
    expect(projections.rounds?.map((r) => r.id)).toEqual(['2020']);
    expect(projections.rounds?.[0]?.gases.wem.map((g) => g.id)).toEqual(['co2eq', 'ch4']);
    expect(projections.rounds?.[0]?.gases.wam.map((g) => g.id)).toEqual(['co2eq']);
    const inventory = loadChartGases('en', 'inventory');
    expect(inventory.submissions.map((s) => s.id)).toEqual(['2019', '2017']);
    expect(inventory.rounds).toBeNull();
  });

  it('loadProjectionRounds lists the rounds newest first; a round named gives the same files as the default', () => {
    expect(loadProjectionRounds('et').map((r) => [r.id, r.projectionsYear, r.gwp, r.vintage, r.measures])).toEqual([
      ['2020', 2025, 'AR4 GWP100', 'testvoor 2020', ['wem', 'wam']],
    ]);
    const round = { period: 'projections', measure: 'wem', round: '2020' } as const;
    expect(loadGasData('en', round, 'co2eq')).toEqual(loadGasData('en', wem, 'co2eq'));
    expect(loadGasData('en', round, 'co2eq')?.projectionsYear).toBe(2025);
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
        source: { title: 'T', url: 'https://news.err.ee/1', published: '2024-02' },
        quote: 'Q',
      },
    ]);
  });

  it('a missing compiled folder is an error that says to run compile-data', () => {
    process.env.GENERATED_DATA_DIR = path.join(dir, 'nowhere');
    expect(() => loadProportions()).toThrow(/run npm run compile-data/);
    expect(() => loadSubmissions('en')).toThrow(/run npm run compile-data/);
    process.env.GENERATED_DATA_DIR = dir;
  });
});
