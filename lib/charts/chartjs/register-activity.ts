import { Chart, Legend } from 'chart.js';
import { registerCharts } from '@/lib/charts/chartjs/register';

/**
 * Registers the Chart.js pieces the activity charts use: those of the emissions chart and the
 * legend. Called once, when the activity chart's module loads.
 */
export function registerActivityCharts(): void {
  registerCharts();
  Chart.register(Legend);
}
