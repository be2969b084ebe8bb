/**
 * The "all data" workbook of one inventory submission: one sheet per gas with every series (totals,
 * memo items, sectors, categories, sub-categories) for every year, and a sheet about the data with
 * source, its address, licence, vintage and GWP basis.
 */
import type ExcelJS from 'exceljs';
import type { GasData } from '@/lib/model/gas-data';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { Locale } from '@/lib/model/locale';

type ExcelModule = { Workbook: typeof ExcelJS.Workbook };

export interface AllDataLabels {
  level: string;
  code: string;
  name: string;
  unit: string;
  levels: { total: string; memo: string; sector: string; cat: string; subCat: string };
  bunkers: { total: string; navigation: string; aviation: string };
  aboutSheet: string;
  about: { source: string; address: string; licence: string; vintage: string; gwp: string; generated: string };
}

type Row = (string | number)[];

/** Rows of one gas sheet: totals, memo items, then the sector tree in file order. */
function gasRows(gas: GasData, locale: Locale, labels: AllDataLabels): Row[] {
  const rows: Row[] = [];
  const add = (level: string, code: string, name: string, data: readonly number[]) =>
    rows.push([level, code, name, gas.unit, ...data]);
  if (gas.totals) {
    add(labels.levels.total, '', gas.legendText?.withoutLulucf ?? 'withoutLulucf', gas.totals.withoutLulucf);
    if (gas.totals.withLulucf)
      add(labels.levels.total, '', gas.legendText?.withLulucf ?? 'withLulucf', gas.totals.withLulucf);
  }
  if (gas.bunkers) {
    for (const key of ['total', 'navigation', 'aviation'] as const)
      add(labels.levels.memo, '', labels.bunkers[key], gas.bunkers[key]);
  }
  for (const s of gas.sectors) {
    add(labels.levels.sector, s.crf ?? '', s.name ?? s.id, s.data);
    for (const c of s.cats) {
      add(labels.levels.cat, c.crf ?? '', c.name ?? c.id, c.data);
      for (const sc of c.subCats) {
        add(labels.levels.subCat, sc.crf ?? '', sc.name ?? sc.id, sc.data);
      }
    }
  }
  return rows;
}

export function buildAllDataWorkbook(
  excel: ExcelModule,
  gases: readonly GasData[],
  locale: Locale,
  labels: AllDataLabels,
  submission: SubmissionInfo,
  generatedOn: string,
): ExcelJS.Workbook {
  const workbook = new excel.Workbook();
  const about = workbook.addWorksheet(labels.aboutSheet);
  about.addRows([
    [labels.about.source, submission.source],
    [labels.about.address, submission.sourceUrl],
    [labels.about.licence, submission.licence],
    [labels.about.vintage, submission.vintage],
    [labels.about.gwp, submission.gwp],
    [labels.about.generated, generatedOn],
  ]);
  about.getColumn(1).width = 22;
  about.getColumn(1).font = { bold: true };
  about.getColumn(2).width = 120;
  about.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  for (const gas of gases) {
    const sheet = workbook.addWorksheet(gas.id);
    sheet.addRow([gas.name]).font = { bold: true };
    sheet.addRow([labels.level, labels.code, labels.name, labels.unit, ...gas.years.map((y) => y.year)]).font = {
      bold: true,
    };
    sheet.addRows(gasRows(gas, locale, labels));
    sheet.getColumn(3).width = 50;
    sheet.views = [{ state: 'frozen', xSplit: 3, ySplit: 2 }];
  }
  return workbook;
}
