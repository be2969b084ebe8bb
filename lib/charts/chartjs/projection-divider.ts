/**
 * Chart.js plugin for projection charts: a shaded zone behind the projection years, a dashed
 * divider before the first of them and the two group labels (Inventory, Projections) at the top
 * of the plot area.
 */
import type { Plugin } from 'chart.js';
import { dashedVerticalLine } from '@/lib/charts/chartjs/vertical-line';
import { PROJECTION_SHADE } from '@/lib/charts/svg/chart-frame';

interface DividerOptions {
  /** Index of the first projection year among the x labels; no divider when undefined or out of range. */
  firstIndex?: number;
  inventory: string;
  projections: string;
}

/** The parts of a chart the divider's position depends on. */
type DividerChart = {
  scales: { x?: { getPixelForValue(index: number): number } };
  data: { labels?: readonly unknown[] };
};

/**
 * x position halfway between the last inventory bar and the first projection bar. By value (a
 * category's index), not by tick: Chart.js skips ticks when the labels are crowded.
 */
export function dividerX(chart: DividerChart, firstIndex: number): number | undefined {
  const x = chart.scales.x;
  const n = chart.data.labels?.length ?? 0;
  if (!x || firstIndex <= 0 || firstIndex >= n) return undefined;
  return (x.getPixelForValue(firstIndex - 1) + x.getPixelForValue(firstIndex)) / 2;
}

export const projectionDivider: Plugin<'bar' | 'line', DividerOptions> = {
  id: 'projectionDivider',
  beforeDatasetsDraw(chart, _args, options) {
    if (options.firstIndex === undefined) return;
    const at = dividerX(chart, options.firstIndex);
    if (at === undefined) return;
    const { ctx, chartArea } = chart;
    ctx.save();
    ctx.fillStyle = PROJECTION_SHADE;
    ctx.fillRect(at, chartArea.top, chartArea.right - at, chartArea.bottom - chartArea.top);
    ctx.restore();
  },
  afterDatasetsDraw(chart, _args, options) {
    if (options.firstIndex === undefined) return;
    const at = dividerX(chart, options.firstIndex);
    if (at === undefined) return;
    const { ctx, chartArea } = chart;
    ctx.save();
    dashedVerticalLine(ctx, at, chartArea, { colour: '#444', width: 1.5, dash: [5, 4] });
    ctx.setLineDash([]);
    ctx.fillStyle = '#222';
    ctx.font = '600 12px system-ui, sans-serif';
    ctx.textBaseline = 'top';
    ctx.textAlign = 'right';
    ctx.fillText(options.inventory, at - 6, chartArea.top + 4);
    ctx.textAlign = 'left';
    ctx.fillText(options.projections, at + 6, chartArea.top + 4);
    ctx.restore();
  },
};
