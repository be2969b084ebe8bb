/**
 * Makes and saves the downloads of a chart: chart.png, chart.xlsx and chart.csv. Loaded on the
 * first press of a download button (`import()`), never with the page; exceljs only for chart.xlsx.
 */
import { composeChartImage, type ImageParts } from '@/lib/export/chart-image';
import { buildWorkbook, footerLine } from '@/lib/export/build-workbook';
import { csvField, toCsv } from '@/lib/export/csv';
import { saveBlob } from '@/lib/export/download';
import type { ExportTable } from '@/lib/export/table';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Downloaded from {host} on {date}" under a file's table, with the footer's label in the page's language. */
export const footerOf = (label: string) => footerLine(label, window.location.host, new Date());

/**
 * chart.png: the chart's canvas with its title, filters, legend and source around it. The canvas is
 * read before this returns its promise, so a canvas drawn only for the export may go at once.
 */
export function savePng(canvas: HTMLCanvasElement, image: ImageParts, density?: number): Promise<void> {
  const out = composeChartImage(document, canvas, image, density);
  return pngBlob(out).then((blob) => saveBlob(blob, 'chart.png'));
}

async function pngBlob(out: HTMLCanvasElement): Promise<Blob> {
  const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no image');
  return blob;
}

/** chart.xlsx: the table, the notes under it and the footer. */
export async function saveXlsx(table: ExportTable, footer: string, notes: readonly string[] = []): Promise<void> {
  const excel = await import('exceljs');
  const buffer = await buildWorkbook(excel.default ?? excel, table, footer, notes).xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), 'chart.xlsx');
}

/** chart.csv: the table, then after a blank line any lines under it (notes, footer), one field each. */
export function saveCsv(table: ExportTable, lines: readonly string[] = []): void {
  const under = lines.length > 0 ? `\r\n${lines.map((line) => `${csvField(line)}\r\n`).join('')}` : '';
  const text = `${toCsv(table)}${under}`;
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), 'chart.csv');
}
