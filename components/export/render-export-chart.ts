'use client';
/** Draws the current view of a chart page for chart.png (components/export/offscreen-chart). */
import type { ChartView } from '@/lib/charts/shown/datasets';
import { buildChartOptions, toChartData, type OptionsInput } from '@/lib/charts/chartjs/options';
import { registerCharts } from '@/lib/charts/chartjs/register';
import { EXPORT_OPTIONS, withOffscreenChart } from '@/components/export/offscreen-chart';

export { EXPORT_DENSITY } from '@/components/export/offscreen-chart';

/** Runs `draw` with a freshly drawn export canvas of the view, then removes chart and canvas. */
export function withExportCanvas<T>(view: ChartView, options: OptionsInput, draw: (canvas: HTMLCanvasElement) => T): T {
  registerCharts();
  return withOffscreenChart(
    {
      type: 'bar',
      data: toChartData(view),
      options: { ...buildChartOptions(view, options), animation: false, ...EXPORT_OPTIONS },
    },
    draw,
  );
}
