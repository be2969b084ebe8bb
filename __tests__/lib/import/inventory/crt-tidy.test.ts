import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crfSeries } from '@/lib/import/inventory/crf-csv';
import { readCrtSubmission } from '@/lib/import/inventory/crt-tidy';
import { readSubmissions } from '@/lib/import/inventory/submissions';

const HEAD =
  'country,iso,dir,year_submission,sector_code,sector_level,sector_lv1,sector_lv2,sector_lv3,gas,units,year,value';
const MEMO_HEAD = 'country,iso,dir,year_submission,sector_code,sector_level,sector,gas,units,year,value';
const U = 'tCO2e (GWP100 AR5)';
/** A tidy category row: values in t CO2e AR5. */
const row = (code: string, gas: string, year: number, value: string, sub = 2027) =>
  `Estonia,EST,EST-CRT-${sub}-V1.0,${sub},${code},3,S,L2,L3,${gas},${U},${year},${value}`;
const memo = (code: string, gas: string, year: number, value: string, sub = 2027) =>
  `Estonia,EST,EST-CRT-${sub}-V1.0,${sub},${code},3,Memo,${gas},${U},${year},${value}`;
const CATEGORY = [
  HEAD,
  row('1.A.1.', 'co2', 2023, '1000000'),
  row('1.A.1.', 'co2', 2024, '900000'),
  row('1.A.3.', 'ch4', 2023, '28000'),
  row('1.A.3.', 'ch4', 2024, '56000'),
  row('1.B.1.', 'ch4', 2023, '0'),
  row('1.B.2.', 'ch4', 2023, '2800'),
  row('1.B.2.', 'ch4', 2024, ''),
  row('2.F.', 'hfcs', 2023, '5000'),
  row('2.F.', 'sf6', 2024, '23500'),
  row('2.F.', 'pfcs', 2024, '7000'),
  row('2.E.', 'n2o', 2023, '0'),
  row('3.A.', 'ch4', 2023, '280000'),
  row('3.A.', 'ch4', 2024, '280000'),
  row('4.A.', 'co2', 2023, '-500000'),
  row('4.A.', 'co2', 2024, '-400000'),
  row('5.A.', 'ch4', 2023, '14000'),
  row('5.A.', 'ch4', 2024, '14000'),
  row('6.', 'co2', 2024, ''),
  'Latvia,LVA,LVA-CRT-2027-V1.0,2027,1.A.1.,3,S,L2,L3,co2,tCO2e (GWP100 AR5),2023,99999999',
].join('\n');
const MEMO = [
  MEMO_HEAD,
  memo('1.D.1.', 'co2', 2023, '30000'),
  memo('1.D.1.a.', 'co2', 2023, '10000'),
  memo('1.D.1.b.', 'co2', 2023, '20000'),
  memo('1.D.3.', 'co2', 2023, '777777'),
].join('\n');

describe('readCrtSubmission', () => {
  const crt = readCrtSubmission(CATEGORY, MEMO, 'fixture.csv');
  const get = (sel: { code?: string; name?: string }, gas: string) =>
    crfSeries(crt.records, { ...sel, gas }, [2023, 2024]);

  it('reads the submission, its version and years from Estonia’s rows only', () => {
    expect([crt.submission, crt.version, crt.years]).toEqual([2027, 'EST-CRT-2027-V1.0', [2023, 2024]]);
  });

  it('gives single gases as masses in kt (÷ the AR5 factor) and F-gas groups in kt CO2 eq', () => {
    expect(get({ code: '1.A.3' }, 'CH4')).toEqual([1, 2]);
    expect(get({ code: '1.A.1' }, 'CO2')).toEqual([1000, 900]);
    expect(get({ code: '2.F' }, 'HFCs')).toEqual([5, null]);
    expect(get({ code: '2.G' }, 'SF6')).toEqual([null, 0.001]);
  });

  it('places SF6 and PFCs, which the compilation books under 2.F, under 2.G where Estonia reports them', () => {
    expect(get({ code: '2.F' }, 'SF6')).toEqual([null, null]);
    expect(get({ code: '2.F' }, 'PFCs')).toEqual([null, null]);
    expect(get({ code: '2.G' }, 'PFCs')).toEqual([null, 7]);
    // 2.F keeps the HFCs: 5 kt in 2023; 2.G sums SF6 23.5 + PFCs 7 kt CO2 eq in 2024.
    expect(get({ code: '2.F' }, 'GHG_total_CO2e')).toEqual([5, null]);
    expect(get({ code: '2.G' }, 'GHG_total_CO2e')).toEqual([null, 30.5]);
  });

  it('sums leaves into sectors, the fugitive category 1.B and both totals; notation keys stay without a number', () => {
    expect(get({ code: '1.B' }, 'CH4')).toEqual([0.1, null]);
    expect(get({ code: '1' }, 'GHG_total_CO2e')).toEqual([1030.8, 956]);
    expect(get({ name: 'Total GHG emissions without LULUCF' }, 'GHG_total_CO2e')).toEqual([1329.8, 1280.5]);
    expect(get({ name: 'Total GHG emissions with LULUCF' }, 'GHG_total_CO2e')).toEqual([829.8, 880.5]);
    expect(get({ name: 'Total GHG emissions without LULUCF' }, 'CH4')).toEqual([11.6, 12.5]);
  });

  it('reads the international bunkers from the memo table and nothing else of it', () => {
    expect(get({ name: 'International Bunkers' }, 'CO2')).toEqual([30, null]);
    expect(get({ name: 'International Aviation' }, 'GHG_total_CO2e')).toEqual([10, null]);
    expect(get({ name: 'International Navigation' }, 'CO2')).toEqual([20, null]);
    expect(crt.records.some((r) => r.valueAsReported === 777777)).toBe(false);
  });

  it('lists the categories it cannot place, and fails when one of them has values', () => {
    expect(crt.unplaced).toEqual(['2.E']);
    expect(() => readCrtSubmission(`${CATEGORY}\n${row('2.H.', 'co2', 2024, '5')}`, MEMO, 'f.csv')).toThrow(
      'f.csv: categories the catalogue cannot place have values: 2.H',
    );
  });

  it('names the line of a bad unit or value', () => {
    expect(() => readCrtSubmission(`${HEAD}\n${row('1.A.1.', 'co2', 2023, 'x')}`, MEMO, 'f.csv')).toThrow(
      'f.csv line 2: value "x" is not a number',
    );
    expect(() =>
      readCrtSubmission(`${HEAD}\n${row('1.A.1.', 'co2', 2023, '1').replace(U, 'kt')}`, MEMO, 'f.csv'),
    ).toThrow('f.csv line 2: unit "kt" is not tCO2e (GWP100 AR5)');
  });
});

describe('readSubmissions finds every CRT table by its name: a new submission is one file and one command', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sources-'));
    mkdirSync(path.join(dir, 'crt-2026-2025-estonia'));
    writeFileSync(path.join(dir, 'crt-2026-2025-estonia', 'estonia_crt2027_category_gas_2023-2024.csv'), CATEGORY);
    writeFileSync(path.join(dir, 'crt-2026-2025-estonia', 'estonia_crt2027_memo_items_2023-2024.csv'), MEMO);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the 2027 tables as the 2027 submission with AR5 and its vintage', () => {
    const [s] = readSubmissions(dir);
    expect(s?.submission).toBe(2027);
    expect(s?.origin.gwp).toBe('AR5 GWP100');
    expect(s?.origin.meta?.vintage).toEqual({
      en: '2027 submission (CRT), years 2023–2024',
      et: '2027. aasta esitus (CRT), aastad 2023–2024',
      ru: 'представление 2027 года (ОТД, CRT), 2023–2024 годы',
    });
    expect(s?.notes).toEqual(['Categories reported only as zero or notation keys, not shown: 2.E']);
  });

  it('refuses a category table without its memo table', () => {
    writeFileSync(path.join(dir, 'crt-2026-2025-estonia', 'estonia_crt2028_category_gas_2023-2024.csv'), CATEGORY);
    expect(() => readSubmissions(dir)).toThrow(/no memo table estonia_crt2028_memo_items_/);
  });
});
