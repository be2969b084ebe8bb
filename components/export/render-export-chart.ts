'use client';
/**
 * Draws the current view once more on an 800 × 600 canvas (SPEC §9) at twice the pixel
 * density, so chart.png looks the same from a phone and from a desktop.
 */
import { Chart } from 'chart.js';
import type { ChartView } from '@/lib/charts/datasets';
import { buildChartOptions, toChartData, type OptionsInput } from '@/lib/charts/options';
import { registerCharts } from '@/lib/charts/register';

export const EXPORT_WIDTH = 800;
export const EXPORT_HEIGHT = 600;
export const EXPORT_DENSITY = 2;

/** Runs `draw` with a freshly drawn export canvas, then removes chart and canvas. */
export function withExportCanvas<T>(view: ChartView, options: OptionsInput, draw: (canvas: HTMLCanvasElement) => T): T {
  registerCharts();
  const box = document.createElement('div');
  box.style.cssText = `position:fixed;left:-10000px;top:0;width:${EXPORT_WIDTH}px;height:${EXPORT_HEIGHT}px`;
  const canvas = document.createElement('canvas');
  box.appendChild(canvas);
  document.body.appendChild(box);
  const chart = new Chart(canvas, {
    type: 'bar',
    data: toChartData(view),
    options: {
      ...buildChartOptions(view, options),
      responsive: false,
      animation: false,
      devicePixelRatio: EXPORT_DENSITY,
    },
  });
  chart.resize(EXPORT_WIDTH, EXPORT_HEIGHT);
  chart.update('none');
  try {
    return draw(canvas);
  } finally {
    chart.destroy();
    box.remove();
  }
}
