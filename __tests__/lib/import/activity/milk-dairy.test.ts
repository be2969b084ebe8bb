import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { formatContextFile, type ContextFile } from '@/lib/import/activity/context-file';
import { milkDairyFiles } from '@/lib/import/activity/milk-dairy';

function parsed(f: ContextFile) {
  const result = parseActivityFile(formatContextFile(f), f.path);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

/** Lines of the two Eurostat extracts (2018 and 2022, and one row of another milk item). */
const MILK = [
  'DATAFLOW,LAST UPDATE,freq,dairyprod,milkitem,geo,TIME_PERIOD,OBS_VALUE,OBS_FLAG',
  'ESTAT:APRO_MK_FARM(1.0),12/10/23 23:00:00,A,D1100A,PRO,EE,2022,900.00,',
  'ESTAT:APRO_MK_FARM(1.0),12/10/23 23:00:00,A,D1110A,PRO,EE,1990,1207.90,',
  'ESTAT:APRO_MK_FARM(1.0),12/10/23 23:00:00,A,D1110A,PRO,EE,2018,796.90,',
  'ESTAT:APRO_MK_FARM(1.0),12/10/23 23:00:00,A,D1110A,PRO,EE,2022,848.10,',
].join('\n');
const COWS = [
  'DATAFLOW,LAST UPDATE,freq,animals,month,unit,geo,TIME_PERIOD,OBS_VALUE,OBS_FLAG',
  'ESTAT:TAG00014(1.0),23/10/23 23:00:00,A,A2300F,M12,THS_HD,EE,2018,85.20,',
  'ESTAT:TAG00014(1.0),23/10/23 23:00:00,A,A2300F,M12,THS_HD,EE,2022,83.74,',
].join('\n');

test('milk per dairy cow is derived for the years with both, labelled derived with the December caveat', () => {
  const [yieldFile, milk, cows] = milkDairyFiles(MILK, COWS).map(parsed);
  // 848.1 kt / 83.74 thousand cows = 10.127776… t per cow; 796.9 / 85.2 = 9.353286…
  const y = (year: number) => yieldFile!.rows[0]!.cells[yieldFile!.years.find((x) => x.year === year)!.idx];
  expect(y(2022)).toBe(10.127776);
  expect(y(2018)).toBe(9.353286);
  expect(y(2019)).toBe('-');
  expect(yieldFile!.title.en).toContain('(derived)');
  expect(yieldFile!.basis?.en).toContain('counted in December');
  expect(yieldFile!.basis?.et).toContain('detsembris');
  expect(yieldFile!.vintage).toEqual({
    en: 'Eurostat datasets as updated on 12 Oct 2023 (milk) and 23 Oct 2023 (dairy cows); years to 2022',
    et: 'Eurostati andmestikud seisuga 12.10.2023 (piim) ja 23.10.2023 (lüpsilehmad); aastad kuni 2022',
    ru: 'наборы данных Евростата по состоянию на 12.10.2023 (молоко) и 23.10.2023 (молочные коровы); данные по 2022 год включительно',
  });
  // Milk production keeps its own years (1990–2022), the other milk item is not read.
  expect(milk!.years[0]?.year).toBe(1990);
  expect(milk!.rows[0]!.cells[milk!.years.find((x) => x.year === 2022)!.idx]).toBe(848.1);
  expect(cows!.unit).toBe('thousand head');
  expect(cows!.rows[0]!.cells.at(-1)).toBe(83.74);
});

test('a flagged value, or no dairy-cow rows, stops the import with the file and line', () => {
  expect(() => milkDairyFiles(MILK.replace('EE,2018,796.90,', 'EE,2018,796.90,p'), COWS)).toThrow(
    'estonia_eurostat_apro_mk_farm_1987-2022.csv line 4: flag "p" on 2018',
  );
  expect(() => milkDairyFiles(MILK, COWS.replace(/THS_HD/g, 'HD'))).toThrow(
    'estonia_eurostat_tag00014_dairy_cows_2011-2022.csv: no rows for Estonia with animals = A2300F, month = M12, unit = THS_HD',
  );
});
