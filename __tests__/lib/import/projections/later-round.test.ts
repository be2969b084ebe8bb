/**
 * A later round's published workbook (sheet Totals, Gapfilled) imported into a copy of the real data
 * folder: check-data passes afterwards (the texts that quote the 2025 round name it and keep their
 * rows), and the new round's figures are written, its ESR rows named by their round.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { eeaWorkbook, type WorkbookRow } from '@/__tests__/lib/import/projections/eea-workbook-fixture';
import { checkDataLines, runScript } from '@/__tests__/support/scripts';

/** A round 2027 with totals and ESR rows for 2025–2040 every five years (test figures). */
function laterRows(): WorkbookRow[] {
  return [
    [2025, 10000, 5300],
    [2030, 8800, 5000],
    [2035, 7600, 4700],
    [2040, 6500, 4400],
  ].flatMap(([y, total, esr]) => [
    ['EE', y!, 2027, 'Total excluding LULUCF', 'WEM', 'Total GHG emissions (ktCO2e)', null, null, total!],
    ['EE', y!, 2027, 'Total excluding LULUCF', 'WAM', 'Total GHG emissions (ktCO2e)', null, null, total! - 100],
    ['EE', y!, 2027, 'Total excluding LULUCF', 'WEM', 'ESR emissions (ktCO2e)', null, null, esr!],
    ['EE', y!, 2027, 'Total excluding LULUCF', 'WAM', 'ESR emissions (ktCO2e)', null, null, esr! - 50],
  ]);
}

describe('a later round imported from its workbook', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'later-round-'));
    cpSync('data', path.join(dir, 'data'), { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports, and check-data passes after it', async () => {
    const source = path.join(dir, 'GHG_projections_2027_EEA_incl_pivots.xlsx');
    writeFileSync(source, await eeaWorkbook(laterRows()));
    const data = path.join(dir, 'data');
    const run = runScript('import-projections', ['--source', source, '--data-dir', data]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const wem = readFileSync(path.join(data, 'prognosis/2027/wem/co2eq.yml'), 'utf8');
    expect(wem).toContain('withoutLulucf: [10000, 8800, 7600, 6500]');
    const esr = parseActivityFile(
      readFileSync(path.join(data, 'sectors/ets_esr/total_projections.yml'), 'utf8'),
      'total_projections.yml',
    );
    if (!esr.ok) throw new Error(JSON.stringify(esr.issues));
    const names = esr.value.rows.map((r) => r.name);
    expect(names).toContain('WEM projection reported in 2027 (with existing measures)');
    // The 2025 round's rows stay, so the texts that quote it still find them (5 076 kt in 2030).
    const at = (year: number) => esr.value.years.find((y) => y.year === year)!.idx;
    expect(
      Math.round(
        esr.value.rows.find((r) => r.name === 'WEM projection (with existing measures)')!.cells[at(2030)] as number,
      ),
    ).toBe(5076);
    expect(esr.value.rows.find((r) => r.name.startsWith('WEM'))!.cells[at(2030)]).toBe(5000);
    expect(checkDataLines(data)).toEqual([]);
  }, 120000);
});
