import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildProjectionFilesFromRows } from '@/lib/import/projections/eea-projections';
import { eeaScope, eeaValue, esrProjections, mapEeaGas } from '@/lib/import/projections/eea-rows';
import { readEeaWorkbook } from '@/lib/import/projections/eea-workbook';
import { validateGasFile } from '@/lib/compile/validate/validate-gas-file';
import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { eeaWorkbook, HEADER } from '@/__tests__/lib/import/projections/eea-workbook-fixture';
import { runScript } from '@/__tests__/support/scripts';

describe('readEeaWorkbook on a workbook in the published layout', () => {
  it('reads sheet Totals by column position, keeping an empty Reported Value empty', async () => {
    const rows = await readEeaWorkbook(await eeaWorkbook());
    expect(rows).toHaveLength(14);
    expect(rows[1]).toMatchObject({
      CountryCode: 'EE',
      Year: '2030',
      Gas: 'Total GHG emissions (ktCO2e)',
      'Reported Value': '',
      Gapfilled: '9000',
    });
  });

  it('stops without a Totals sheet or with columns in another order', async () => {
    await expect(readEeaWorkbook(await eeaWorkbook(undefined, { sheet: 'Data' }))).rejects.toThrow(
      'The workbook has no sheet "Totals" (sheets: Pivot, Data)',
    );
    const swapped = [HEADER[1]!, HEADER[0]!, ...HEADER.slice(2)];
    await expect(readEeaWorkbook(await eeaWorkbook(undefined, { header: swapped }))).rejects.toThrow(
      'Sheet Totals, column 1: expected "CountryCode", found "Year"',
    );
  });
});

describe('EEA rows: Gapfilled value and the scope of the Gas label', () => {
  it('takes Gapfilled, else Reported Value', () => {
    expect(eeaValue({ 'Reported Value': '', Gapfilled: '9000' })).toBe(9000);
    expect(eeaValue({ 'Reported Value': '8100', Gapfilled: '8000' })).toBe(8000);
    expect(eeaValue({ 'Reported Value': '7' })).toBe(7);
    expect(eeaValue({ 'Reported Value': '', Gapfilled: '' })).toBeUndefined();
  });

  it('never reads an ESR or ETS label as a national co2eq series', () => {
    expect(eeaScope('ESR emissions (ktCO2e)')).toBe('esr');
    expect(eeaScope('ETS emissions (ktCO2e)')).toBe('ets');
    expect(eeaScope('Total GHG emissions (ktCO2e)')).toBe('national');
    expect(mapEeaGas('ESR emissions (ktCO2e)')).toBeUndefined();
    expect(mapEeaGas('ETS emissions (ktCO2e)')).toBeUndefined();
    expect(mapEeaGas('Total GHG emissions (ktCO2e)')).toBe('co2eq');
  });

  it('writes national totals from Gapfilled only, the ESR rows apart', async () => {
    const rows = await readEeaWorkbook(await eeaWorkbook());
    const files = buildProjectionFilesFromRows(rows);
    expect(Object.keys(files)).toEqual(['2025/wem/co2eq.yml']);
    const wem = files['2025/wem/co2eq.yml']!;
    expect(wem).toContain('  withLulucf: [10000, 8000]');
    expect(wem).toContain('  withoutLulucf: [11000, 9000]');
    expect(wem).not.toContain('5400');
    expect(validateGasFile(wem, '2025/wem/co2eq.yml', 'projection').ok).toBe(true);
    const esr = esrProjections(rows);
    expect([...esr.keys()].sort()).toEqual(['WAM', 'WEM', 'WOM']);
    expect([...esr.get('WEM')!]).toEqual([
      [2025, 5400],
      [2030, 5100],
    ]);
  });
});

describe('import-projections script', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'eea-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the workbook, writes the national files and feeds the ESR rows into the ETS/ESR projection file', async () => {
    const source = path.join(dir, 'GHG_projections_2025_EEA_incl_pivots.xlsx');
    writeFileSync(source, await eeaWorkbook());
    const sources = path.join(dir, 'sources');
    const esrDir = path.join(sources, 'eea-ghg-projections-2025-esr-estonia');
    mkdirSync(esrDir, { recursive: true });
    writeFileSync(
      path.join(esrDir, 'estonia_eea_esr_emissions_2005-2024.csv'),
      'country,year,value,series,unit,eea_status\nEstonia,2005,6.2,ESD,MtCO2 eq,estimate\nEstonia,2024,5.9,ESR,MtCO2 eq,proxy\n',
    );
    writeFileSync(
      path.join(esrDir, 'estonia_eea_ghg_projections_2025_esr_totals.csv'),
      'country,year,scenario,value_gapfilled,unit\nEE,2030,WEM,1,ktCO2e\nEE,2030,WAM,1,ktCO2e\nEE,2030,WOM,1,ktCO2e\n',
    );
    writeFileSync(
      path.join(esrDir, 'estonia_esr_legal_inputs.csv'),
      'item,country,year,value,unit\n2005 ESR base,EE,2005,6000000,t CO2e\n2030 target vs 2005,EE,2030,-24,%\n',
    );
    const data = path.join(dir, 'data');
    const run = runScript('import-projections', ['--source', source, '--data-dir', data, '--sources', sources]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(existsSync(path.join(data, 'prognosis', '2025', 'wem', 'co2eq.yml'))).toBe(true);
    const esrFile = readFileSync(path.join(data, 'sectors', 'ets_esr', 'total_projections.yml'), 'utf8');
    const parsed = parseActivityFile(esrFile, 'total_projections.yml');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const row = (start: string) => parsed.value.rows.find((r) => r.name.startsWith(start))!;
    const at = (year: number) => parsed.value.years.find((y) => y.year === year)!.idx;
    expect(row('WEM').cells[at(2030)]).toBe(5100);
    expect(row('WOM').cells[at(2025)]).toBe(5600);
    expect(row('2030 limit').cells[at(2030)]).toBe(4560);
    expect(parsed.value.projectionsYear).toBe(2025);
  }, 60000);
});
