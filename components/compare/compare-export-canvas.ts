'use client';
/** Draws the compare view on an 800 × 600 canvas at twice the density for chart.png (as the chart pages do). */
import { Chart } from 'chart.js';
import { compareChartData, compareChartOptions } from '@/lib/charts/compare-chart';
import type { CompareChartView } from '@/lib/charts/compare-view';
import { registerCharts } from '@/lib/charts/register';
import type { Locale } from '@/lib/model/locale';

export const EXPORT_DENSITY = 2;

/** Runs `draw` with a freshly drawn canvas of the view, then removes chart and canvas. */
export function withCompareCanvas<T>(
  view: CompareChartView,
  locale: Locale,
  draw: (canvas: HTMLCanvasElement) => T,
): T {
  registerCharts();
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;left:-10000px;top:0;width:800px;height:600px';
  const canvas = document.createElement('canvas');
  box.appendChild(canvas);
  document.body.appendChild(box);
  const chart = new Chart(canvas, {
    type: 'line',
    data: compareChartData(view),
    options: { ...compareChartOptions(view, locale), responsive: false, devicePixelRatio: EXPORT_DENSITY },
  });
  chart.resize(800, 600);
  chart.update('none');
  try {
    return draw(canvas);
  } finally {
    chart.destroy();
    box.remove();
  }
}
