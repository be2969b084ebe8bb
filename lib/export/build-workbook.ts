/**
 * chart.xlsx (SPEC §9): sheet Sheet1 with a header row, one row per series of the
 * current view, an empty row and a footer line with the site host and the date.
 * exceljs is passed in so the caller can load it only when the button is clicked.
 */
import type ExcelJS from 'exceljs';
import { tableCells, type ExportTable } from '@/lib/export/table';

type ExcelModule = { Workbook: typeof ExcelJS.Workbook };

/** Footer text, e.g. "Source: ghg.example.ee, 2026-11-21". */
export function footerLine(label: string, host: string, date: Date): string {
  return `${label}: ${host}, ${date.toISOString().slice(0, 10)}`;
}

/** The workbook of a table; `notes` (e.g. how a share view treats sinks) go between the table and the footer. */
export function buildWorkbook(
  excel: ExcelModule,
  table: ExportTable,
  footer: string,
  notes: readonly string[] = [],
): ExcelJS.Workbook {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  const { header, rows } = tableCells(table);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.addRow([]);
  for (const note of notes) sheet.addRow([note]);
  sheet.addRow([footer]).font = { italic: true };
  sheet.getColumn(1).width = 48;
  sheet.getColumn(2).width = 10;
  sheet.getColumn(3).width = 12;
  for (let c = 4; c <= header.length; c += 1) {
    sheet.getColumn(c).width = 11;
    sheet.getColumn(c).numFmt = '0.000';
  }
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  return workbook;
}
