'use client';
/**
 * Draws an activity chart once more on an 800 × 600 canvas (SPEC §9) at twice the pixel density
 * for chart.png, with the same Chart.js set-up as the live chart. Loaded on the first PNG press.
 */
import { Chart } from 'chart.js';
import { activityChartConfig } from '@/lib/charts/activity-chartjs';
import type { ActivityChartData } from '@/lib/charts/activity-config';
import { registerActivityCharts } from '@/lib/charts/register-activity';
import type { Locale } from '@/lib/model/locale';

const WIDTH = 800;
const HEIGHT = 600;
export const ACTIVITY_EXPORT_DENSITY = 2;

/** Runs `draw` with a freshly drawn canvas of the chart, then removes chart and canvas. */
export function withActivityCanvas<T>(
  chart: ActivityChartData,
  unit: string | undefined,
  locale: Locale,
  draw: (canvas: HTMLCanvasElement) => T,
): T {
  registerActivityCharts();
  const box = document.createElement('div');
  box.style.cssText = `position:fixed;left:-10000px;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  const canvas = document.createElement('canvas');
  box.appendChild(canvas);
  document.body.appendChild(box);
  const { data, options, plugins } = activityChartConfig(chart, unit, locale);
  const drawn = new Chart(canvas, {
    type: chart.kind,
    data,
    options: {
      ...options,
      responsive: false,
      maintainAspectRatio: false,
      devicePixelRatio: ACTIVITY_EXPORT_DENSITY,
      // The legend is drawn by the image around the chart.
      plugins: { ...options.plugins, legend: { display: false } },
    },
    plugins,
  });
  drawn.resize(WIDTH, HEIGHT);
  drawn.update('none');
  try {
    return draw(canvas);
  } finally {
    drawn.destroy();
    box.remove();
  }
}
