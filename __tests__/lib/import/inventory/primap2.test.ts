import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateGasFile } from '@/lib/compile/validate/validate-gas-file';
import { crfSeries } from '@/lib/import/inventory/crf-csv';
import { buildInventoryFiles, withGwp } from '@/lib/import/inventory/inventory';
import { isPrimap2Header, readPrimap2, splitEntity, unitFactor } from '@/lib/import/inventory/primap2';
import { computeProportions } from '@/lib/import/inventory/proportions';
import { runScript } from '@/__tests__/support/scripts';

const DIR = '__tests__/fixtures/import/primap2';
const CSV = readFileSync(`${DIR}/EST_CRTAI2026_V1.0.csv`, 'utf8');
const YAML = readFileSync(`${DIR}/EST_CRTAI2026_V1.0.yaml`, 'utf8');

describe('PRIMAP2 interchange format reader', () => {
  const read = readPrimap2(CSV, YAML, 'EST', 'EST_CRTAI2026_V1.0.csv');

  it('takes the GWP basis from the entity and the terminology from the category column', () => {
    expect(splitEntity('KYOTOGHG (AR5GWP100)')).toEqual({ base: 'KYOTOGHG', gwp: 'AR5 GWP100' });
    expect(splitEntity('CO2')).toEqual({ base: 'CO2' });
    expect(read.gwp).toBe('AR5 GWP100');
    expect(read.terminology).toBe('CRTAI2026');
    expect(read.description).toContain('Test fixture in the layout of a CRT submission');
  });

  it('lists the categories the catalogue cannot place and the entities without a gas', () => {
    expect(read.unplaced).toEqual(['1.A', 'M.AG']);
    expect(read.otherEntities).toEqual(['NF3']);
  });

  it('maps 0, M.0.EL and M.BK.* to the totals and bunkers, reads class Total of the area only', () => {
    const years = [2021, 2022];
    expect(crfSeries(read.records, { name: 'Total GHG emissions with LULUCF', gas: 'GHG_total_CO2e' }, years)).toEqual([
      100, 90,
    ]);
    expect(
      crfSeries(read.records, { name: 'Total GHG emissions without LULUCF', gas: 'GHG_total_CO2e' }, years),
    ).toEqual([110, 100]);
    expect(crfSeries(read.records, { name: 'International Aviation', gas: 'GHG_total_CO2e' }, years)).toEqual([1, 1]);
    expect(crfSeries(read.records, { name: 'International Navigation', gas: 'GHG_total_CO2e' }, years)).toEqual([2, 3]);
    expect(crfSeries(read.records, { code: '1', gas: 'CO2' }, years)).toEqual([75, 65]);
    expect(crfSeries(read.records, { name: 'Total GHG emissions with LULUCF', gas: 'CO2' }, years)).toEqual([70, 60]);
    expect(crfSeries(read.records, { code: '1.A.3.b', gas: 'GHG_total_CO2e' }, years)).toEqual([19, null]);
  });

  it('writes gas files that keep the GWP basis and pass the validator, and the proportions', () => {
    const files = buildInventoryFiles(read.records, { source: 'fixture', gwp: read.gwp! });
    expect(files.co2eq).toContain('gwp: "AR5 GWP100"');
    expect(files.co2eq).toContain('name: { en: "CO2 equivalent (all gases, AR5 GWP100)"');
    expect(files.hfc).toContain('gwp: "AR5 GWP100"');
    expect(files.co2).not.toContain('gwp:');
    expect(files.sf6).toContain('  withLulucf: [1, 2]');
    expect(files.co2eq).toContain('      road\t19\t-');
    for (const [gas, text] of Object.entries(files))
      expect(validateGasFile(text, `${gas}.yml`)).toMatchObject({ ok: true });
    expect(computeProportions(read.records).energy).toEqual([54.545455, 52]);
  });

  it('stops on a unit that does not fit the entity, naming the line', () => {
    const bad = CSV.replace('"CH4",kt CH4/yr,0,', '"CH4",kt CO2/yr,0,');
    expect(() => readPrimap2(bad, YAML, 'EST', 'f.csv')).toThrow(
      'f.csv line 22: unit "kt CO2/yr" does not fit entity CH4',
    );
    expect(unitFactor('t SF6 / yr', 'SF6')).toBe(0.001);
    expect(unitFactor('Mt CO2/yr', 'CO2')).toBe(1000);
  });

  it('stops when one series comes from several scenarios, or the time format is not yearly', () => {
    const twice = `${CSV}EST-CRT-2026,2026V2.0,measured,EST,"CO2",kt CO2/yr,4,Total,1,1\n`;
    expect(() => readPrimap2(twice, YAML, 'EST', 'f.csv')).toThrow('several sources or scenarios');
    expect(() => readPrimap2(CSV, YAML.replace("'%Y'", "'%Y-%m'"), 'EST', 'f.csv')).toThrow(
      'time_format %Y-%m is not yearly',
    );
  });

  it('tells the layouts apart and names gases with their GWP', () => {
    expect(isPrimap2Header(CSV.split('\n')[0]!)).toBe(true);
    expect(isPrimap2Header('category_code,category_name,parent_category,gas,year,value,unit')).toBe(false);
    expect(withGwp('CO2 equivalent (all gases)', 'AR5 GWP100')).toBe('CO2 equivalent (all gases, AR5 GWP100)');
  });
});

describe('import-inventory script on a PRIMAP2 submission', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'primap2-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the gas files and proportions, and lists the unplaced categories', () => {
    for (const ext of ['csv', 'yaml'])
      copyFileSync(`${DIR}/EST_CRTAI2026_V1.0.${ext}`, path.join(dir, `EST_CRTAI2026_V1.0.${ext}`));
    const out = path.join(dir, 'data');
    const run = runScript('import-inventory', [
      '--source',
      path.join(dir, 'EST_CRTAI2026_V1.0.csv'),
      '--submission',
      '2026',
      '--data-dir',
      out,
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('2026: Categories (CRTAI2026) not imported: 1.A, M.AG');
    expect(run.stdout).toContain('2026: Entities without a gas on the site: NF3');
    const co2eq = readFileSync(path.join(out, 'past', '2026', 'co2eq.yml'), 'utf8');
    expect(co2eq).toContain(
      '# Source: Test fixture in the layout of a CRT submission (not real data) (EST_CRTAI2026_V1.0.csv, PRIMAP2 interchange format, categories CRTAI2026, AR5 GWP100).',
    );
    expect(co2eq).toContain('years: [2021, 2022]');
    expect(co2eq).toContain('submission: 2026\ngwp: "AR5 GWP100"');
    expect(co2eq).toContain(
      'vintage: { en: "2026 submission, years 2021–2022", et: "2026. aasta esitus, aastad 2021–2022", ru: "представление 2026 года, 2021–2022 годы" }',
    );
    expect(readFileSync(path.join(out, 'proportions.yml'), 'utf8')).toContain('years: 2021-2022');
  }, 60000);
});
