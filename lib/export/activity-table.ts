import type { ActivityChartData } from '@/lib/charts/shown/activity-config';
import type { ExportTable } from '@/lib/export/table';

/** The table of an activity chart as chart.xlsx writes it: one row per series, one column per label; a gap is an empty cell. */
export function activityExportTable(
  chart: ActivityChartData,
  nameHeader: string,
  unit: string,
  unitHeading: string,
): ExportTable {
  return {
    headings: { series: nameHeader, code: '', unit: unitHeading },
    unit,
    years: [],
    columns: chart.labels,
    rows: chart.series.map((s, i) => ({ id: String(i), label: s.label, values: s.data.map((v) => v ?? Number.NaN) })),
  };
}
