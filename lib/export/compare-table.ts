import type { CompareChartView } from '@/lib/charts/compare/compare-view';
import type { ExportTable } from '@/lib/export/table';

/** The table of the view for the HTML table, CSV and XLSX (a year without a value is an empty cell). */
export function compareTable(view: CompareChartView, headings: ExportTable['headings']): ExportTable {
  return {
    headings,
    unit: view.unit,
    years: view.years,
    rows: view.series.map((s) => ({
      id: s.id,
      label: s.label,
      code: s.id.toUpperCase(),
      values: s.data.map((v) => v ?? NaN),
    })),
  };
}
