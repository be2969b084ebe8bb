import type { MatrixYear } from '@/lib/charts/shown/matrix';
import type { ExportTable } from '@/lib/export/table';

/**
 * One year of a matrix file as chart.xlsx writes it: a row per from-category, a column per
 * to-column; a notation key (NO) is an empty cell, which the workbook's notes explain.
 */
export function matrixExportTable(matrix: MatrixYear, corner: string, unit: string, unitHeading: string): ExportTable {
  return {
    headings: { series: corner, code: '', unit: unitHeading },
    unit,
    years: [],
    columns: matrix.columns,
    rows: matrix.rows.map((r) => ({
      id: r.from,
      label: r.from,
      values: r.cells.map((c) => (typeof c === 'number' ? c : Number.NaN)),
    })),
  };
}
