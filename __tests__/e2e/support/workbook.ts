// Apart from browser.ts, which every browser test imports: ExcelJS is large, and each test file that
// imports it loads it anew (and adds its exit listeners to the worker's process).
import ExcelJS from 'exceljs';

/** The rows of the first sheet of an XLSX file: the header's cells and each row's cells, as read. */
export async function workbookRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Sheet1')!;
  return sheet.getRows(1, sheet.rowCount)!.map((r) => (r.values as unknown[]).slice(1));
}
