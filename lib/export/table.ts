/**
 * The table of a chart view: one row per series, one column per included year.
 * Shared by the HTML table, the CSV and the XLSX export so all three agree.
 */
import type { ChartView } from '@/lib/charts/shown/datasets';
import { columnRanges } from '@/lib/format/column-ranges';

interface ExportRow {
  /** Stable key of the row (the series id, with a suffix in the revisions table). */
  id: string;
  label: string;
  code?: string;
  /** Swatch colour of the series in the chart. */
  colour?: string;
  /** The row's own unit when the table mixes units (e.g. kt and % in the revisions table). */
  unit?: string;
  values: number[];
}
export interface ExportTable {
  /** Column headings before the years, e.g. { series: 'Series', code: 'CRF code', unit: 'Unit' }. */
  headings: { series: string; code: string; unit: string };
  unit: string;
  years: number[];
  /** Headings of the value columns when they are not the years (the drivers table); `years` is then empty. */
  columns?: string[];
  rows: ExportRow[];
}

/** Headings of the value columns: the years, or the table's own columns. */
export const valueColumns = (table: ExportTable): (string | number)[] => table.columns ?? table.years;

/** The column headings before the years, in the page's language (chart pages and the compare page alike). */
export const tableHeadings = (
  t: (key: 'tableSeries' | 'tableCode' | 'tableUnit') => string,
): ExportTable['headings'] => ({
  series: t('tableSeries'),
  code: t('tableCode'),
  unit: t('tableUnit'),
});

/** Table of a view with the given column headings. */
export function viewToTable(view: ChartView, headings: ExportTable['headings']): ExportTable {
  return {
    headings,
    unit: view.unit,
    years: view.years,
    rows: view.series.map((s) => ({ id: s.id, label: s.label, code: s.code, colour: s.colour, values: s.data })),
  };
}

/** Whether a value of the table has no number (NaN or null: a notation key in the source), an empty cell in the downloads. */
export const hasEmptyCells = (table: ExportTable): boolean =>
  table.rows.some((r) => r.values.some((v) => !Number.isFinite(v)));

/** Header cells then one array of cells per row (numbers stay numbers; a missing value, NaN, is an empty cell). */
export function tableCells(table: ExportTable): { header: (string | number)[]; rows: (string | number)[][] } {
  return {
    header: [table.headings.series, table.headings.code, table.headings.unit, ...valueColumns(table)],
    rows: table.rows.map((r) => [
      r.label,
      r.code ?? '',
      r.unit ?? table.unit,
      ...r.values.map((v) => (Number.isFinite(v) ? v : '')),
    ]),
  };
}

/**
 * The table cut into tables of at most `size` consecutive years each, so a wide table can be
 * printed as several narrower tables that fit the width of the paper.
 */
export function chunkTableByYears(table: ExportTable, size: number): ExportTable[] {
  if (table.columns) return [table];
  return columnRanges(table.years.length, size).map(([start, end]) => ({
    ...table,
    years: table.years.slice(start, end),
    rows: table.rows.map((r) => ({ ...r, values: r.values.slice(start, end) })),
  }));
}
