'use client';
/** Draws the compare view for chart.png, as the chart pages do (components/export/offscreen-chart). */
import { compareChartData, compareChartOptions } from '@/lib/charts/compare/compare-chart';
import type { CompareChartView } from '@/lib/charts/compare/compare-view';
import { registerCharts } from '@/lib/charts/chartjs/register';
import type { Locale } from '@/lib/model/locale';
import { EXPORT_OPTIONS, withOffscreenChart } from '@/components/export/offscreen-chart';

export { EXPORT_DENSITY } from '@/components/export/offscreen-chart';

/** Runs `draw` with a freshly drawn canvas of the view, then removes chart and canvas. */
export function withCompareCanvas<T>(
  view: CompareChartView,
  locale: Locale,
  draw: (canvas: HTMLCanvasElement) => T,
): T {
  registerCharts();
  return withOffscreenChart(
    {
      type: 'line',
      data: compareChartData(view),
      options: { ...compareChartOptions(view, locale), ...EXPORT_OPTIONS },
    },
    draw,
  );
}
