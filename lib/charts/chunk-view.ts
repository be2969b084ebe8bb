/**
 * Splits a chart view into views of at most `size` consecutive years each, so a wide
 * table can be printed as several narrower tables that fit the width of the paper.
 */
import { columnRanges } from '@/lib/format/column-ranges';
import type { ChartView } from '@/lib/charts/datasets';

export function chunkViewByYears(view: ChartView, size: number): ChartView[] {
  return columnRanges(view.years.length, size).map(([start, end]) => ({
    ...view,
    years: view.years.slice(start, end),
    series: view.series.map((s) => ({ ...s, data: s.data.slice(start, end) })),
  }));
}
