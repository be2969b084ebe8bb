/**
 * The Chart.js pieces the emissions chart uses (bar and line controllers, category and linear
 * scales, tooltip, projection divider, target and event marks, timing measures); the activity charts add the legend (register-activity),
 * the sector pie registers its own (pie-register).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import { chartOverlays } from '@/lib/charts/chartjs/overlay-plugin';
import { chartTiming } from '@/lib/charts/chartjs/chart-timing';
import { projectionDivider } from '@/lib/charts/chartjs/projection-divider';

let registered = false;

export function registerCharts(): void {
  if (registered) return;
  Chart.register(
    BarController,
    BarElement,
    LineController,
    LineElement,
    PointElement,
    CategoryScale,
    LinearScale,
    Tooltip,
    projectionDivider,
    chartOverlays,
    chartTiming,
  );
  registered = true;
}
