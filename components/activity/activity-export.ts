'use client';
/**
 * Draws an activity chart for chart.png with the same Chart.js set-up as the live chart
 * (components/export/offscreen-chart). Loaded on the first PNG press.
 */
import { activityChartConfig } from '@/lib/charts/chartjs/activity-chartjs';
import type { ActivityChartData } from '@/lib/charts/shown/activity-config';
import { registerActivityCharts } from '@/lib/charts/chartjs/register-activity';
import type { Locale } from '@/lib/model/locale';
import { EXPORT_OPTIONS, withOffscreenChart } from '@/components/export/offscreen-chart';

export { EXPORT_DENSITY } from '@/components/export/offscreen-chart';

/** Runs `draw` with a freshly drawn canvas of the chart, then removes chart and canvas. */
export function withActivityCanvas<T>(
  chart: ActivityChartData,
  unit: string | undefined,
  locale: Locale,
  draw: (canvas: HTMLCanvasElement) => T,
): T {
  registerActivityCharts();
  const { data, options, plugins } = activityChartConfig(chart, unit, locale);
  return withOffscreenChart(
    {
      type: chart.kind,
      data,
      // The legend is drawn by the image around the chart.
      options: {
        ...options,
        ...EXPORT_OPTIONS,
        maintainAspectRatio: false,
        plugins: { ...options.plugins, legend: { display: false } },
      },
      plugins,
    },
    draw,
  );
}
