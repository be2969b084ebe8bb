import { ArcElement, Chart, PieController, Title, Tooltip } from 'chart.js';
import { chartTiming } from '@/lib/charts/chartjs/chart-timing';

let registered = false;

/** Registers the Chart.js pieces the sector pie uses (pie controller, arcs, title, tooltip). */
export function registerPie(): void {
  if (registered) return;
  Chart.register(PieController, ArcElement, Title, Tooltip, chartTiming);
  registered = true;
}
