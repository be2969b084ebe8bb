/**
 * The table of a chart view: one row per series, one column per included year.
 * Shared by the HTML table, the CSV and the XLSX export so all three agree.
 */
import type { ChartView } from '@/lib/charts/datasets';

export interface ExportRow {
  label: string;
  code?: string;
  values: number[];
}
export interface ExportTable {
  /** Column headings before the years, e.g. { series: 'Series', code: 'CRF code', unit: 'Unit' }. */
  headings: { series: string; code: string; unit: string };
  unit: string;
  years: number[];
  rows: ExportRow[];
}

/** Table of a view with the given column headings. */
export function viewToTable(view: ChartView, headings: ExportTable['headings']): ExportTable {
  return {
    headings,
    unit: view.unit,
    years: view.years,
    rows: view.series.map((s) => ({ label: s.label, code: s.code, values: s.data })),
  };
}

/** Header cells then one array of cells per row (numbers stay numbers; a missing value, NaN, is an empty cell). */
export function tableCells(table: ExportTable): { header: (string | number)[]; rows: (string | number)[][] } {
  return {
    header: [table.headings.series, table.headings.code, table.headings.unit, ...table.years],
    rows: table.rows.map((r) => [
      r.label,
      r.code ?? '',
      table.unit,
      ...r.values.map((v) => (Number.isFinite(v) ? v : '')),
    ]),
  };
}
