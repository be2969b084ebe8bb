/**
 * The table of a chart view: one row per series, one column per included year.
 * Shared by the HTML table, the CSV and the XLSX export so all three agree.
 */
import type { ChartView } from '@/lib/charts/datasets';
import type { Drivers } from '@/lib/charts/drivers';
import type { RevisionRow } from '@/lib/charts/revisions';
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

/** Labels of the four rows per series of the revisions table. */
interface RevisionLabels {
  /** e.g. "2026 submission". */
  shown: string;
  against: string;
  difference: string;
  percent: string;
}

/** The revisions table: per series, its value in each submission, the difference and the difference in %. */
export function revisionsToTable(
  rows: readonly RevisionRow[],
  years: number[],
  unit: string,
  headings: ExportTable['headings'],
  labels: RevisionLabels,
): ExportTable {
  return {
    headings,
    unit,
    years,
    rows: rows.flatMap((r) => [
      { id: `${r.id}-shown`, label: `${r.label}: ${labels.shown}`, code: r.code, values: r.shown },
      { id: `${r.id}-against`, label: `${r.label}: ${labels.against}`, code: r.code, values: r.against },
      {
        id: `${r.id}-difference`,
        label: `${r.label}: ${labels.difference}`,
        code: r.code,
        colour: r.colour,
        values: r.difference,
      },
      { id: `${r.id}-percent`, label: `${r.label}: ${labels.percent}`, code: r.code, unit: '%', values: r.percent },
    ]),
  };
}

/** Headings of the drivers table's columns, e.g. { from: '1990', to: '2024', change: 'change', percent: 'change (%)' }. */
interface DriverColumns {
  from: string;
  to: string;
  change: string;
  percent: string;
}

/**
 * The drivers table: the total, one row per part and the total again, each with its value in both
 * years, the change in the unit of the data and in % of the first year's value.
 */
export function driversToTable(
  d: Drivers,
  unit: string,
  headings: ExportTable['headings'],
  columns: DriverColumns,
  totalLabel: string,
): ExportTable {
  const percent = (from: number, change: number) => (from === 0 ? Number.NaN : (change / Math.abs(from)) * 100);
  const change = d.end - d.start;
  return {
    headings,
    unit,
    years: [],
    columns: [columns.from, columns.to, columns.change, columns.percent],
    rows: [
      ...d.steps.map((s) => ({ id: s.id, label: s.label, code: s.code, values: [s.from, s.to, s.change, s.percent] })),
      {
        id: 'total',
        label: totalLabel,
        values: [d.start, d.end, Math.round(change * 1e6) / 1e6, Math.round(percent(d.start, change) * 1e6) / 1e6],
      },
    ],
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
