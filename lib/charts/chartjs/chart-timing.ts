/**
 * User-timing measures around Chart.js work, so that the bench can tell from a browser trace what a
 * long task was doing (lib/tools/bench/trace.ts): creating a chart (construction to its first
 * draw), updating it for new data, updating it for a new size, or only drawing it again.
 */
import type { Chart, Plugin } from 'chart.js';

/** The names of the measures, as they appear in the performance timeline and in traces. */
export const CHART_MEASURES = {
  create: 'chart:create',
  update: 'chart:update',
  resize: 'chart:resize',
  draw: 'chart:draw',
} as const;

type Pending = { name: string; start: number };
const pending = new WeakMap<Chart, Pending>();

function begin(chart: Chart, name: string): void {
  // A draw inside a creation or an update belongs to it.
  if (!pending.has(chart)) pending.set(chart, { name, start: performance.now() });
}

function end(chart: Chart): void {
  const open = pending.get(chart);
  pending.delete(chart);
  if (!open || typeof performance.measure !== 'function') return;
  try {
    performance.measure(open.name, { start: open.start, end: performance.now() });
  } catch {
    // A browser without User Timing Level 3 (measure options) just goes unmeasured: never break a chart for it.
  }
}

/** A Chart.js plugin that measures each creation, update, resize and draw of every chart. */
export const chartTiming: Plugin = {
  id: 'chartTiming',
  beforeInit: (chart) => begin(chart, CHART_MEASURES.create),
  beforeUpdate: (chart, args) =>
    begin(chart, (args as { mode?: string }).mode === 'resize' ? CHART_MEASURES.resize : CHART_MEASURES.update),
  beforeRender: (chart) => begin(chart, CHART_MEASURES.draw),
  afterRender: (chart) => end(chart),
};
