import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CO2EQ_LINES, OTHER_TOTALS, SF6_LINES, csv } from '@/__tests__/lib/import/inventory/crf-sample';
import { runScript } from '@/__tests__/support/scripts';

const snapshot = (dir: string) =>
  Object.fromEntries(
    ['proportions.yml', ...readdirSync(path.join(dir, 'past', '2020')).map((f) => `past/2020/${f}`)].map((f) => [
      f,
      readFileSync(path.join(dir, f), 'utf8'),
    ]),
  );

describe('import-inventory script', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'import-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes seven gas files and the proportions, and a second run changes nothing', () => {
    const source = path.join(dir, 'sample.csv');
    writeFileSync(source, csv(CO2EQ_LINES, SF6_LINES, OTHER_TOTALS));
    const out = path.join(dir, 'data');
    const run = () => runScript('import-inventory', ['--source', source, '--submission', '2020', '--data-dir', out]);
    expect(run().status).toBe(0);
    const first = snapshot(out);
    expect(Object.keys(first).sort()).toEqual([
      'past/2020/ch4.yml',
      'past/2020/co2.yml',
      'past/2020/co2eq.yml',
      'past/2020/hfc.yml',
      'past/2020/n2o.yml',
      'past/2020/pfc.yml',
      'past/2020/sf6.yml',
      'proportions.yml',
    ]);
    expect(run().status).toBe(0);
    expect(snapshot(out)).toEqual(first);
  }, 30000);

  it('exits 1 with a clear message when a needed row is missing', () => {
    const source = path.join(dir, 'broken.csv');
    writeFileSync(
      source,
      csv(
        CO2EQ_LINES.filter((l) => !l.startsWith('3,')),
        SF6_LINES,
        OTHER_TOTALS,
      ),
    );
    const result = runScript('import-inventory', [
      '--source',
      source,
      '--submission',
      '2020',
      '--data-dir',
      path.join(dir, 'x'),
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Source row 3 (sector agri) for gas co2eq (GHG_total_CO2e) is missing from the source',
    );
  }, 30000);
});
