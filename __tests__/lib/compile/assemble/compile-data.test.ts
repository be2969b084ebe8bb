import { compileData } from '@/lib/compile/assemble/compile-data';
import { readDataDir } from '@/lib/compile/read/read-data-dir';
import type { GasData, GasListEntry } from '@/lib/model/gas-data';
import { makeInventoryFile, makeProjectionFile } from '@/__tests__/lib/compile/validate/gas-file-builder';
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { GasId } from '@/lib/model/gas';
import { compiledGasPath, joinGasData, type GasCategories, type GasCore, type GasSource } from '@/lib/model/gas-file';
import type { Locale } from '@/lib/model/locale';

const EMPTY = { inventory: {}, projections: {} };
const WEM: GasSource = { period: 'projections', measure: 'wem' };

/** A gas as compiled: its core and categories documents joined; undefined when either is missing. */
function gasOf(documents: Record<string, unknown>, locale: Locale, source: GasSource, gas: GasId) {
  const core = documents[compiledGasPath(locale, source, gas, 'core')] as GasCore | undefined;
  const categories = documents[compiledGasPath(locale, source, gas, 'categories')] as GasCategories | undefined;
  return core && categories ? joinGasData(core, categories) : undefined;
}

describe('compileData on the real data folder', () => {
  const output = compileData(readDataDir('data'));

  it('finds zero issues', () => {
    expect(output.issues).toEqual([]);
  });

  it('compiles all seven gases of each submission per locale, with localised names and the GWP basis', () => {
    for (const submission of ['2020', '2025', '2026']) {
      const list = output.documents[`et/inventory/${submission}/gases.json`] as GasListEntry[];
      expect(list.map((g) => g.id)).toEqual(['co2eq', 'co2', 'ch4', 'n2o', 'hfc', 'pfc', 'sf6']);
    }
    expect((output.documents['et/inventory/2026/gases.json'] as GasListEntry[])[0]).toEqual({
      id: 'co2eq',
      name: 'CO2 ekvivalent (kõik gaasid, AR5 GWP100)',
      unit: 'kt CO2 ekv',
      hasTotals: true,
    });
    expect((output.documents['en/inventory/2020/gases.json'] as GasListEntry[])[0]!.name).toBe(
      'CO2 equivalent (all gases, AR4 GWP100)',
    );
    const en = gasOf(output.documents, 'en', { period: 'inventory', submission: '2026' }, 'sf6')!;
    expect(en.unit).toBe('t');
    expect(en.legendText).toEqual({ withLulucf: 'Total with LULUCF', withoutLulucf: 'Total without LULUCF' });
  });

  it('lists the submissions newest first, with their years, basis and levels', () => {
    const list = output.documents['en/inventory/submissions.json'] as SubmissionInfo[];
    expect(list.map((s) => [s.id, s.firstYear, s.lastYear, s.gwp, s.levels.includes('subCat')])).toEqual([
      ['2026', 1990, 2024, 'AR5 GWP100', false],
      ['2025', 1990, 2023, 'AR5 GWP100', false],
      ['2020', 1990, 2018, 'AR4 GWP100', true],
    ]);
    expect((output.documents['et/inventory/submissions.json'] as SubmissionInfo[])[0]!.vintage).toBe(
      '2026. aasta esitus (CRT), aastad 1990–2024',
    );
  });

  it('compiles the 2019 projection round: its years, first projected year, basis and levels', () => {
    const rounds = output.documents['en/projections/rounds.json'] as ProjectionRoundInfo[];
    expect(rounds.map((r) => [r.id, r.firstYear, r.lastYear, r.projectionsYear, r.gwp, r.measures, r.levels])).toEqual([
      ['2019', 2015, 2040, 2018, 'AR4 GWP100', ['wem', 'wam'], ['total', 'sector', 'cat', 'subCat']],
    ]);
    expect((output.documents['et/projections/rounds.json'] as ProjectionRoundInfo[])[0]!.vintage).toBe(
      '2019. aastal esitatud prognoosid, AR4 GWP-d; 2015–2017 on koos nendega esitatud inventuuri aastad',
    );
  });

  it('compiles the 2019 round’s values as the source has them (SOURCE.md key values, by hand from the CSV)', () => {
    const wem = gasOf(output.documents, 'en', { ...WEM, round: '2019' }, 'co2eq')!;
    const wam = gasOf(output.documents, 'en', { period: 'projections', measure: 'wam', round: '2019' }, 'co2eq')!;
    const at = (g: GasData, year: number) => g.years.findIndex((y) => y.year === year);
    const sector = (g: GasData, id: string) => g.sectors.find((s) => s.id === id)!;
    expect(wem.totals!.withoutLulucf[at(wem, 2030)]).toBeCloseTo(14812.63, 2);
    expect(wem.totals!.withoutLulucf[at(wem, 2040)]).toBeCloseTo(13312.92, 2);
    expect(wam.totals!.withoutLulucf[at(wam, 2030)]).toBeCloseTo(13335.03, 2);
    expect(wam.totals!.withoutLulucf[at(wam, 2040)]).toBeCloseTo(12120.07, 2);
    expect(wem.totals!.withLulucf).toBeUndefined();
    expect(sector(wem, 'energy').data[at(wem, 2030)]).toBeCloseTo(12358.39, 2);
    expect(sector(wem, 'lulucf').data[at(wem, 2040)]).toBeCloseTo(776.93, 2);
    expect(sector(wem, 'agri').data[at(wem, 2040)]).toBeCloseTo(1624.8, 1);
    expect(sector(wem, 'energy').cats.find((c) => c.id === 'energy-ind')!.data[at(wem, 2030)]).toBeCloseTo(8568.81, 2);
    expect(wem.projectionsYear).toBe(2018);
    // The newest round is also the default, under the round-less folder and names.
    expect(gasOf(output.documents, 'en', WEM, 'co2eq')).toEqual(wem);
  });

  it('writes each gas as the two files the chart islands fetch, under their public names', () => {
    const files = Object.keys(output.documents).filter((key) => key.startsWith('en/inventory/2026/'));
    expect(files).toContain('en/inventory/2026/inventory-2026-co2eq.json');
    expect(files).toContain('en/inventory/2026/inventory-2026-co2eq-categories.json');
    expect(Object.keys(output.documents)).toContain('en/projections/2019/wem/projections-2019-wem-co2eq.json');
    expect(Object.keys(output.documents)).toContain('en/projections/wem/wem-co2eq-categories.json');
    const core = output.documents['en/inventory/2026/inventory-2026-co2eq.json'] as GasCore;
    const categories = output.documents['en/inventory/2026/inventory-2026-co2eq-categories.json'] as GasCategories;
    expect(core.sectors.some((s) => 'cats' in s)).toBe(false);
    expect(Object.keys(categories)).toEqual(core.sectors.map((s) => s.id));
    expect(files).toHaveLength(7 * 2 + 1);
  });

  it('compiles the proportions and the headline figures', () => {
    expect(output.documents['proportions.json']).toMatchObject({ startYear: 1990, numYears: 35, years: '1990-2024' });
    expect((output.documents['projections/headlines.json'] as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('compileData on the projection fixtures', () => {
  const output = compileData(readDataDir('__tests__/fixtures/data'));

  it('compiles prognosis files exactly like past files', () => {
    expect(output.issues).toEqual([]);
    const wem = gasOf(output.documents, 'en', WEM, 'co2eq')!;
    expect(wem.years).toEqual([2020, 2025, 2030].map((year) => ({ year, isIncluded: true })));
    expect(wem.totals).toEqual({ withLulucf: [9, 7, 5], withoutLulucf: [10, 8, 6] });
    expect(wem.sectors.map((s) => s.id)).toEqual(['energy', 'agri', 'lulucf']);
    expect(
      (output.documents['en/projections/wem/gases.json'] as GasListEntry[]).map((g) => [g.id, g.hasTotals]),
    ).toEqual([
      ['co2eq', true],
      ['ch4', false],
    ]);
    expect(gasOf(output.documents, 'et', { period: 'projections', measure: 'wam' }, 'co2eq')?.name).toBe(
      'CO2-ekvivalent (kõik gaasid)',
    );
  });
});

describe('compileData collects issues from every file', () => {
  it('reports issues of several files in one run, and a gas id that does not match the file name', () => {
    const output = compileData({
      ...EMPTY,
      inventory: {
        '2026': [
          { file: 'data/past/2026/co2eq.yml', text: makeInventoryFile({ 1: 'id: co3' }) },
          { file: 'data/past/2026/co2.yml', text: makeInventoryFile() },
        ],
      },
      projections: {
        '2019': {
          wem: [{ file: 'data/prognosis/2019/wem/co2eq.yml', text: makeProjectionFile({ 18: '  farm\t\t\t1\t1' }) }],
          wam: [],
        },
      },
      proportions: {
        file: 'data/proportions.yml',
        text: 'startYear: 2000\nnumYears: 1\nyears: 2000-2000\nrows: |\n  pie\t1\n',
      },
    });
    expect(output.issues.map((i) => [i.file, i.line, i.message])).toEqual([
      ['data/past/2026/co2eq.yml', 1, 'Invalid gas id'],
      ['data/past/2026/co2.yml', 1, 'Gas id co2eq does not match the file name co2'],
      ['data/prognosis/2019/wem/co2eq.yml', 18, 'Invalid sector id'],
      ['data/proportions.yml', 5, 'Invalid sector id'],
    ]);
  });
});

describe('compileData checks the submission of inventory files', () => {
  const compile = (
    inventory: Record<string, { file: string; text: string }[]>,
    looseInventory = [] as { file: string; text: string }[],
  ) => compileData({ ...EMPTY, inventory, looseInventory }).issues.map((i) => [i.file, i.line, i.path, i.message]);

  it('requires every submission field in an inventory file, naming the file', () => {
    const file = 'data/past/2026/co2eq.yml';
    expect(compile({ '2026': [{ file, text: makeInventoryFile({}, { 20: null, 24: null }) }] })).toEqual([
      [file, 1, 'licence', `Field licence is missing from ${file}`],
      [file, 1, 'submission', `Field submission is missing from ${file}`],
    ]);
  });

  it('rejects malformed submission fields on their lines', () => {
    const file = 'data/past/2026/co2eq.yml';
    const text = makeInventoryFile(
      {},
      { 20: 'submission: next', 22: 'source: [1]', 23: 'source_url: "ftp://x"', 25: 'vintage: 3' },
    );
    expect(compile({ '2026': [{ file, text }] })).toEqual([
      [file, 20, 'submission', 'Field submission must be the year of the submission, e.g. 2026'],
      [file, 22, 'source', 'Field source must be text or { en, et }'],
      [file, 23, 'source_url', 'Field source_url must be a web address (http or https)'],
      [file, 25, 'vintage', 'Field vintage must be text or { en, et }'],
    ]);
  });

  it('requires the submission to match its folder and the files of one submission to agree', () => {
    expect(
      compile({
        '2025': [
          { file: 'data/past/2025/co2eq.yml', text: makeInventoryFile() },
          { file: 'data/past/2025/co2.yml', text: makeInventoryFile({ 1: 'id: co2' }, { 21: 'gwp: "AR4 GWP100"' }) },
        ],
      }),
    ).toEqual([
      ['data/past/2025/co2eq.yml', 20, 'submission', 'Field submission is 2026, but the file is in the folder 2025'],
      ['data/past/2025/co2.yml', 20, 'submission', 'Field submission is 2026, but the file is in the folder 2025'],
      ['data/past/2025/co2.yml', 21, 'gwp', 'Field gwp differs from co2eq.yml of the same submission'],
    ]);
  });

  it('rejects a gas file outside a submission folder', () => {
    expect(compile({}, [{ file: 'data/past/co2eq.yml', text: makeInventoryFile() }])).toEqual([
      [
        'data/past/co2eq.yml',
        1,
        'file',
        'Inventory gas files belong in a submission folder: data/past/<submission>/<gas>.yml',
      ],
    ]);
  });
});

describe('compileData checks the round of projection files', () => {
  const file = 'data/prognosis/2019/wem/co2eq.yml';
  const compile = (wem: string, wam: string[] = [], loose: string[] = []) =>
    compileData({
      ...EMPTY,
      projections: {
        '2019': {
          wem: [{ file, text: wem }],
          wam: wam.map((text) => ({ file: 'data/prognosis/2019/wam/co2eq.yml', text })),
        },
      },
      looseProjections: loose.map((text) => ({ file: 'data/prognosis/wem/co2eq.yml', text })),
    }).issues.map((i) => [i.file, i.line, i.message]);

  it('accepts a valid round file and a total without LULUCF alone', () => {
    expect(compile(makeProjectionFile())).toEqual([]);
    expect(compile(makeProjectionFile({ 6: null }))).toEqual([]);
  });

  it('requires every round field, naming the file', () => {
    expect(compile(makeProjectionFile({}, { 20: null, 24: null, 26: null }))).toEqual([
      [file, 1, `Field licence is missing from ${file}`],
      [file, 1, `Field projections_year is missing from ${file}`],
      [file, 1, `Field round is missing from ${file}`],
    ]);
  });

  it('needs the total without LULUCF, a first projected year among the years and the round of its folder', () => {
    expect(compile(makeProjectionFile({ 7: null }))).toEqual([[file, 5, 'Field withoutLulucf not found']]);
    expect(compile(makeProjectionFile({}, { 26: 'projections_year: 2005' }))).toEqual([
      [file, 26, 'Field projections_year (2005) is not one of the years'],
    ]);
    expect(compile(makeProjectionFile({}, { 20: 'round: 2021' }))).toEqual([
      [file, 20, 'Field round is 2021, but the file is in the folder 2019'],
    ]);
    expect(compile(makeProjectionFile({}, { 20: 'round: "next"' }))).toEqual([
      [file, 20, 'Field round must be the year the projections were reported, e.g. 2019'],
    ]);
  });

  it('needs the scenarios of a round to agree on basis and years', () => {
    const wam = makeProjectionFile({}, { 21: 'gwp: "AR5 GWP100"', 26: 'projections_year: 2000' });
    expect(compile(makeProjectionFile(), [wam])).toEqual([
      ['data/prognosis/2019/wam/co2eq.yml', 21, 'Field gwp differs from co2eq.yml of the same round'],
      ['data/prognosis/2019/wam/co2eq.yml', 26, 'Field projectionsYear differs from co2eq.yml of the same round'],
    ]);
  });

  it('refuses a gas file outside a round folder', () => {
    expect(compile(makeProjectionFile(), [], [makeProjectionFile()])).toContainEqual([
      'data/prognosis/wem/co2eq.yml',
      1,
      'Projection gas files belong in a round folder: data/prognosis/<round>/<wem|wam>/<gas>.yml',
    ]);
  });
});
