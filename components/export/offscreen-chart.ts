'use client';
/**
 * Draws a Chart.js chart once more on an 800 × 600 canvas (SPEC §9) at twice the pixel density, off
 * the screen, for chart.png: the same picture from a phone and from a desktop. Shared by the chart
 * pages, the compare page and the activity charts, each with its own set-up.
 */
import { Chart, type ChartConfiguration, type ChartType, type DefaultDataPoint } from 'chart.js';

export const EXPORT_WIDTH = 800;
export const EXPORT_HEIGHT = 600;
export const EXPORT_DENSITY = 2;
/** Options every export chart takes: a fixed size at the export density. */
export const EXPORT_OPTIONS = { responsive: false, devicePixelRatio: EXPORT_DENSITY } as const;

/** Runs `draw` with a freshly drawn canvas of `config` (with EXPORT_OPTIONS; the pieces it uses registered), then removes chart and canvas. */
export function withOffscreenChart<
  TType extends ChartType,
  TData = DefaultDataPoint<TType>,
  TLabel = unknown,
  T = void,
>(config: ChartConfiguration<TType, TData, TLabel>, draw: (canvas: HTMLCanvasElement) => T): T {
  const box = document.createElement('div');
  box.style.cssText = `position:fixed;left:-10000px;top:0;width:${EXPORT_WIDTH}px;height:${EXPORT_HEIGHT}px`;
  const canvas = document.createElement('canvas');
  box.appendChild(canvas);
  document.body.appendChild(box);
  const chart = new Chart<TType, TData, TLabel>(canvas, config);
  chart.resize(EXPORT_WIDTH, EXPORT_HEIGHT);
  chart.update('none');
  try {
    return draw(canvas);
  } finally {
    chart.destroy();
    box.remove();
  }
}
