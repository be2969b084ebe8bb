/**
 * The Eurostat importers on lines copied from the extracts: values as published, provisional and
 * estimated years said, the derived rows computed by hand, and the problems that stop the import
 * named with file and line.
 */
import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { formatContextFile, type ContextFile } from '@/lib/import/activity/context-file';
import { airAccountsFiles } from '@/lib/import/eurostat/air-accounts';
import { realGdpEurFiles } from '@/lib/import/eurostat/economic-series';
import type { EurostatExtracts } from '@/lib/import/eurostat/eurostat-meta';
import { livestockFile } from '@/lib/import/eurostat/livestock';
import { municipalRecyclingFile, passengerCarsFile, renewablesShareFile } from '@/lib/import/eurostat/sector-series';

function parsed(f: ContextFile) {
  const result = parseActivityFile(formatContextFile(f, 'import-eurostat'), f.path);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}
/** A cell of a parsed file by row name (or the code in its brackets) and year. */
function cellOf(f: ReturnType<typeof parsed>, row: string, year: number) {
  const r = f.rows.find((x) => x.name === row || x.name.endsWith(`(${row})`));
  const y = f.years.find((x) => x.year === year);
  if (!r || !y) throw new Error(`no ${row} ${year}`);
  return r.cells[y.idx];
}

const EXTRACT = [
  'dataset,geo,item,unit,year,value,flag',
  'nama_10_gdp,EE,B1GQ,CLV20_MEUR,2023,29480.2,',
  'nama_10_gdp,EE,B1GQ,CLV20_MEUR,2024,29511.2,',
  'nama_10_gdp,EE,B1GQ,CLV20_MEUR,2025,29889.7,',
  'nama_10_gdp,EE,B1GQ,CP_MEUR,2024,39883.0,',
  'nama_10_a64,EE,TOTAL|B1G,CLV20_MEUR,2023,25707.9,',
  'nama_10_a64,EE,TOTAL|B1G,CLV20_MEUR,2024,25790.4,',
  'nrg_ind_ren,EE,REN,PC,2013,25.356,',
  'nrg_ind_ren,EE,REN,PC,2024,42.232,',
  'nrg_ind_ren,EE,REN,PC,2025,42.3,p',
  'nrg_ind_ren,EE,REN_ELC,PC,2013,12.948,',
  'nrg_ind_ren,EE,REN_ELC,PC,2024,38.882,',
  'nrg_ind_ren,EE,REN_ELC,PC,2025,41.1,p',
  'env_ac_aeint_r2,EE,GHG|TOTAL|B1G,G_EUR_CLV20,2023,392.18,',
  'env_ac_aeint_r2,EE,GHG|TOTAL|B1G,G_EUR_CLV20,2024,381.54,i',
  'env_ac_aeint_r2,EE,GHG|TOTAL|B1G,G_EUR_CP,2024,274.88,i',
].join('\n');
const CARS = [
  'freq,unit,mot_nrg,engine,geo,time,value,flag,dataset,updated,retrieved',
  'A,NR,TOTAL,TOTAL,EE,1980,126500,,road_eqs_carmot,2026-09-01T23:00:00+0200,2026-10-06',
  'A,NR,TOTAL,TOTAL,EE,1990,241664,,road_eqs_carmot,2026-09-01T23:00:00+0200,2026-10-06',
  'A,NR,TOTAL,TOTAL,EE,2024,869666,,road_eqs_carmot,2026-09-01T23:00:00+0200,2026-10-06',
  'A,NR,TOTAL,TOTAL,EE,2025,809095,,road_eqs_carmot,2026-09-01T23:00:00+0200,2026-10-06',
].join('\n');
const RECYCLING = [
  'dataset,geo,year,value,flag,eurostat_updated,retrieved',
  'cei_wm011,EE,2019,30.8,,2026-03-30T23:00:00+0200,2026-10-05',
  'cei_wm011,EE,2024,36.4,,2026-03-30T23:00:00+0200,2026-10-05',
].join('\n');
const LIVESTOCK = [
  'dataset,animals,month,unit,geo,year,value_thousand_heads,flag',
  'apro_mt_lscatl,A2000,M05_M06,THS_HD,EE,2000,281.10,',
  'apro_mt_lscatl,A2000,M12,THS_HD,EE,1989,806.10,',
  'apro_mt_lscatl,A2000,M12,THS_HD,EE,1990,757.80,',
  'apro_mt_lscatl,A2000,M12,THS_HD,EE,2022,249.62,',
  'apro_mt_lscatl,A2300F,M12,THS_HD,EE,1990,280.70,',
  'apro_mt_lscatl,A2300F,M12,THS_HD,EE,2022,83.74,',
  'apro_mt_lspig,A3100,M08,THS_HD,EE,2022,280.00,',
  'apro_mt_lspig,A3100,M12,THS_HD,EE,1990,959.90,',
  'apro_mt_lspig,A3100,M12,THS_HD,EE,2022,269.38,',
  'apro_mt_lssheep,A4100,M12,THS_HD,EE,1990,138.90,',
  'apro_mt_lssheep,A4100,M12,THS_HD,EE,2019,73.10,e',
  'apro_mt_lsgoat,A4200,M12,THS_HD,EE,1990,0.90,',
  'apro_mt_lsgoat,A4200,M12,THS_HD,EE,2015,5.00,e',
].join('\n');
const EXTRACTS: EurostatExtracts = { extract: EXTRACT, cars: CARS, recycling: RECYCLING, livestock: LIVESTOCK };
const INVENTORY = {
  emissionsKt: new Map([
    [2023, 10887.966548],
    [2024, 10240.615556],
  ]),
  submission: 2026,
  gwp: 'AR5 GWP100',
};

test('renewables share: both series as published, 2025 marked provisional in the title and the basis', () => {
  const f = parsed(renewablesShareFile(EXTRACTS));
  expect(cellOf(f, 'REN', 2024)).toBe(42.232);
  expect(cellOf(f, 'REN_ELC', 2025)).toBe(41.1);
  expect(f.title).toMatchObject({ en: 'Share of renewable energy, 2013–2025 (2025 provisional)' });
  expect(f.title.et).toContain('2025 esialgne');
  expect(f.basis?.en).toContain('2025: provisional (Eurostat flag p)');
  expect(f.basis?.ru).toContain('2025: предварительные данные');
  expect(f.unit).toBe('%');
});

test('passenger cars from 1990 (the lone 1980 left out), the 2025 fall as published, the update stamp as vintage', () => {
  const f = parsed(passengerCarsFile(EXTRACTS));
  expect(f.years.map((y) => y.year)).toEqual([1990, 2024, 2025]);
  expect(cellOf(f, 'TOTAL', 2024)).toBe(869666);
  expect(cellOf(f, 'TOTAL', 2025)).toBe(809095);
  expect(f.vintage?.en).toBe('Eurostat dataset as updated on 1 Sep 2026, retrieved on 6 Oct 2026; years 1990–2025');
  expect(f.vintage?.et).toBe('Eurostati andmestik seisuga 01.09.2026, alla laaditud 06.10.2026; aastad 1990–2025');
});

test('municipal recycling rate, %', () => {
  const f = parsed(municipalRecyclingFile(EXTRACTS));
  expect(cellOf(f, 'Recycling rate of municipal waste', 2024)).toBe(36.4);
  expect(f.sourceUrl).toBe('https://ec.europa.eu/eurostat/databrowser/view/cei_wm011/default/table');
});

test('livestock: December counts from 1990, other cattle derived, sheep and goats with gaps and their estimated years', () => {
  const f = parsed(livestockFile(EXTRACTS));
  expect(f.years.map((y) => y.year)).toEqual([1990, 2015, 2019, 2022]);
  expect(cellOf(f, 'A3100', 2022)).toBe(269.38); // not the August count
  // 249.62 − 83.74 = 165.88; 757.8 − 280.7 = 477.1
  expect(cellOf(f, 'Other cattle (A2000 minus A2300F, derived)', 2022)).toBe(165.88);
  expect(cellOf(f, 'Other cattle (A2000 minus A2300F, derived)', 1990)).toBe(477.1);
  expect(cellOf(f, 'A4100', 2022)).toBe('-');
  expect(f.gaps).toBe(true);
  expect(f.basis?.en).toContain('not the annual average populations of the inventory (CRT Table 3.A)');
  expect(f.basis?.en).toContain('estimated (Eurostat flag e): sheep: 2019; goats: 2015');
  expect(f.basis?.et).toContain('lambad: 2019; kitsed: 2015');
});

test('real GDP in 2020 € to 2025, and emissions per million € only where the inventory has the year', () => {
  const [gdp, intensity] = realGdpEurFiles(EXTRACTS, INVENTORY).map(parsed);
  expect(cellOf(gdp!, 'Real GDP, million € (chain-linked volumes, 2020)', 2025)).toBe(29889.7);
  expect(gdp!.unit).toBe('million € (chain-linked 2020)');
  // 10 240.615556 kt / 29 511.2 million € = 0.34700… kt per million €
  expect(intensity!.years.map((y) => y.year)).toEqual([2023, 2024]);
  expect(cellOf(intensity!, 'kt CO2 eq per million € of real GDP (chain-linked 2020)', 2024)).toBe(0.347);
  expect(intensity!.basis?.en).toContain('never joined');
});

test('air emission accounts: the residence basis, the flag i said, the implied emissions beside the inventory', () => {
  const [chart, table] = airAccountsFiles(EXTRACTS, INVENTORY).map(parsed);
  expect(cellOf(chart!, 'GHG per € of gross value added, all NACE activities (chain-linked 2020)', 2024)).toBe(381.54);
  expect(chart!.basis?.en).toContain('residence principle');
  expect(chart!.basis?.en).toContain('2024 carries Eurostat’s flag i');
  // 392.18 g/€ × 25 707.9 million € = 10 082.12 kt
  const implied = 'Emissions of residents implied by the accounts (intensity × value added, derived), kt CO2 eq';
  expect(cellOf(table!, implied, 2023)).toBe(10082.1);
  expect(cellOf(table!, 'Inventory total without LULUCF (territory), kt CO2 eq', 2023)).toBe(10888);
  expect(table!.unit).toBeUndefined();
});

test('an unknown flag, a doubled year, a value that is not a number or no rows stop the import with file and line', () => {
  const withFlag = { ...EXTRACTS, recycling: RECYCLING.replace('2024,36.4,,', '2024,36.4,b,') };
  expect(() => municipalRecyclingFile(withFlag)).toThrow(
    'estonia_eurostat_cei_wm011.csv line 3: flag "b" on 2024; say in the file\'s basis what it means first',
  );
  const doubled = { ...EXTRACTS, cars: `${CARS}\nA,NR,TOTAL,TOTAL,EE,2024,1,,road_eqs_carmot,2026-09-01,2026-10-06` };
  expect(() => passengerCarsFile(doubled)).toThrow(
    'estonia_eurostat_road_eqs_carmot.csv line 6: a second value for 2024',
  );
  const text = { ...EXTRACTS, livestock: LIVESTOCK.replace('269.38', ':') };
  expect(() => livestockFile(text)).toThrow(
    'estonia_eurostat_livestock_1987-2022.csv line 10: value_thousand_heads ":" is not a number',
  );
  const none = { ...EXTRACTS, extract: EXTRACT.replace(/,REN_ELC,/g, ',RENX,') };
  expect(() => renewablesShareFile(none)).toThrow(
    'estonia_eurostat_gdp_gva_renewables_intensity.csv: no rows for Estonia with dataset = nrg_ind_ren, item = REN_ELC, unit = PC',
  );
});
