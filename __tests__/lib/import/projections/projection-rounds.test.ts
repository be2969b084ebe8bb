import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRoundFiles, readProjectionSources, staleRoundFiles } from '@/lib/import/projections/projection-rounds';

const LAYOUT_2019 = readFileSync('__tests__/fixtures/import/eea-projections-2019-layout.csv', 'utf8');
const LATER = readFileSync('__tests__/fixtures/import/eea-projections-sample.csv', 'utf8');

describe('projection rounds found under a sources folder', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rounds-'));
    const put = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    };
    put('eea-2019/estonia_2019.csv', LAYOUT_2019);
    put('eea-later/estonia_later.csv', LATER);
    put('other/not_projections.csv', 'country,year,value\nEstonia,2005,1\n');
    put('data/prognosis/2019/wem/ch4.yml', 'id: ch4\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every CSV with the EEA header, nothing else', () => {
    expect(readProjectionSources(dir).map((s) => s.file)).toEqual([
      'eea-2019/estonia_2019.csv',
      'eea-later/estonia_later.csv',
    ]);
  });

  it('writes each round of each file into its own folder, and the sector pages of the newest round', () => {
    const built = buildRoundFiles(readProjectionSources(dir));
    expect(built.rounds).toEqual([2019, 2021, 2023]);
    const paths = built.files.map((f) => f.path);
    expect(paths.filter((p) => p.startsWith('prognosis/'))).toEqual([
      'prognosis/2019/wem/co2eq.yml',
      'prognosis/2019/wam/co2eq.yml',
      'prognosis/2021/wem/co2eq.yml',
      'prognosis/2023/wem/co2eq.yml',
      'prognosis/2023/wam/co2.yml',
    ]);
    // The newest round (2023) writes the sector pages: its energy has WEM figures only.
    expect(built.files.find((f) => f.path === 'sectors/energy/projections.yml')?.text).toContain(
      'source:\n  en: European Environment Agency, GHG projections reported by Member States (2023)',
    );
    expect(built.notes).toEqual([
      'eea-2019/estonia_2019.csv, round 2019: categories with values not in the catalogue, not written: 1.A.3.e.',
    ]);
  });

  it('stops when two files hold the same round, naming both', () => {
    const sources = readProjectionSources(dir);
    expect(() => buildRoundFiles([sources[0]!, { ...sources[0]!, file: 'copy/estonia_2019.csv' }])).toThrow(
      'Projection round 2019 is in two sources: eea-2019/estonia_2019.csv and copy/estonia_2019.csv',
    );
  });

  it('finds the files a round folder no longer gets', () => {
    expect(staleRoundFiles(path.join(dir, 'data'), [2019], ['prognosis/2019/wem/co2eq.yml'])).toEqual([
      'prognosis/2019/wem/ch4.yml',
    ]);
  });
});
