/**
 * Reader of the EEA projections workbook as published (GHG_projections_<year>_EEA_incl_pivots.xlsx):
 * sheet `Totals`, whose first columns are, in order, CountryCode, Year, SubmissionYear, Category,
 * Scenario, Gas, Reported Value, a calculated value and Gapfilled. Gives rows in the layout of the
 * EEA CSV (lib/import/projections/eea-projections.ts), cells as text.
 */
import ExcelJS from 'exceljs';
import { EEA_COLUMNS, type EeaRow } from '@/lib/import/projections/eea-rows';

const TOTALS_SHEET = 'Totals';
/** Column names of the workbook by position; the 8th (a calculated value) is not used. */
const POSITIONS = [...EEA_COLUMNS, 'Calculated', 'Gapfilled'] as const;

/** Text of a cell value: numbers as written, formulas by their result, empty cells as ''. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'result' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if (typeof value === 'object' && 'richText' in value)
    return (value as ExcelJS.CellRichTextValue).richText
      .map((r) => r.text)
      .join('')
      .trim();
  return '';
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Rows of sheet `Totals`; throws when the sheet is missing or its first columns are not the expected ones. */
export async function readEeaWorkbook(data: ArrayBuffer | Uint8Array): Promise<EeaRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as ArrayBuffer);
  const sheet = workbook.getWorksheet(TOTALS_SHEET);
  if (!sheet)
    throw new Error(
      `The workbook has no sheet "${TOTALS_SHEET}" (sheets: ${workbook.worksheets.map((w) => w.name).join(', ')})`,
    );
  const header = sheet.getRow(1);
  EEA_COLUMNS.forEach((name, i) => {
    const found = cellText(header.getCell(i + 1).value);
    if (norm(found) !== norm(name))
      throw new Error(`Sheet ${TOTALS_SHEET}, column ${i + 1}: expected "${name}", found "${found}"`);
  });
  const gapfilled = cellText(header.getCell(9).value);
  if (norm(gapfilled) !== 'gapfilled')
    throw new Error(`Sheet ${TOTALS_SHEET}, column 9: expected "Gapfilled", found "${gapfilled}"`);
  const rows: EeaRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const out: EeaRow = {};
    POSITIONS.forEach((name, i) => {
      out[name] = cellText(row.getCell(i + 1).value);
    });
    if (Object.values(out).some((v) => v !== '')) rows.push(out);
  });
  return rows;
}
