import { Chart, Legend } from 'chart.js';
import { registerCharts } from './register';

let registered = false;

/** Registers the Chart.js pieces the activity charts use: those of the emissions chart and the legend. */
export function registerActivityCharts(): void {
  if (registered) return;
  registerCharts();
  Chart.register(Legend);
  registered = true;
}
