/**
 * CSV of a chart view (RFC 4180): comma separated, CRLF line ends, fields with a comma,
 * quote or line break quoted and inner quotes doubled; numbers with a decimal point in
 * every language, so spreadsheets and scripts read them as numbers.
 */
import { tableCells, type ExportTable } from '@/lib/export/table';

/** One CSV field. */
export function csvField(value: string | number): string {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(Math.round(value * 1e6) / 1e6) : '') : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole table as CSV text with a header line. */
export function toCsv(table: ExportTable): string {
  const { header, rows } = tableCells(table);
  return [header, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}
