/**
 * Chart.js plugin for the emissions chart's targets and events: each event a faint line (a band
 * for a span of years) through the plot and a numbered badge under the year labels, matching the
 * numbered list under the chart; each target a diamond at its level with its year on the right (at
 * the plot's right edge when its year lies after the last one shown). Positions are by value (a
 * category's index), not by tick: Chart.js skips ticks when the year labels are crowded.
 */
import type { ChartType, Plugin } from 'chart.js';
import { spreadBadges, type EventMark, type TargetMark } from '@/lib/charts/shown/overlays';
import { dashedVerticalLine } from '@/lib/charts/chartjs/vertical-line';
import {
  EVENT_COLOUR,
  TARGET_COLOUR,
  BADGE_RADIUS,
  DIAMOND_RADIUS,
  BADGE_GAP,
  diamondPoints,
} from '@/lib/charts/svg/chart-frame';

interface OverlayOptions {
  events: EventMark[];
  targets: TargetMark[];
}

declare module 'chart.js' {
  interface PluginOptionsByType<TType extends ChartType> {
    chartOverlays?: OverlayOptions & { _type?: TType };
  }
}

export const chartOverlays: Plugin<'bar' | 'line', OverlayOptions> = {
  id: 'chartOverlays',
  defaults: { events: [], targets: [] },
  beforeDatasetsDraw(chart, _args, options) {
    const x = chart.scales.x;
    const n = chart.data.labels?.length ?? 0;
    if (!x || n === 0 || options.events.length === 0) return;
    const half = (chart.chartArea.right - chart.chartArea.left) / n / 2;
    const { ctx, chartArea } = chart;
    ctx.save();
    for (const e of options.events) {
      const from = x.getPixelForValue(e.from);
      const to = x.getPixelForValue(e.to);
      ctx.fillStyle = 'rgba(106, 61, 154, 0.08)';
      if (e.to > e.from)
        ctx.fillRect(from - half, chartArea.top, to - from + 2 * half, chartArea.bottom - chartArea.top);
      dashedVerticalLine(ctx, from, chartArea, { colour: 'rgba(106, 61, 154, 0.45)', width: 1, dash: [2, 3] });
    }
    ctx.restore();
  },
  afterDatasetsDraw(chart, _args, options) {
    const x = chart.scales.x;
    const y = chart.scales.y;
    if (!x || !y) return;
    const { ctx, chartArea } = chart;
    // What the canvas shows, as the SVG drawing's marks say it (for the browser tests).
    chart.canvas.dataset.eventMarks = options.events.map((e) => e.label).join(' ');
    chart.canvas.dataset.targetMarks = String(options.targets.length);
    ctx.save();
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    const badgeY = x.bottom + BADGE_RADIUS + 4;
    const centres = spreadBadges(
      options.events.map((e) => (x.getPixelForValue(e.from) + x.getPixelForValue(e.to)) / 2),
      BADGE_GAP,
    );
    for (const [i, e] of options.events.entries()) {
      const from = x.getPixelForValue(e.from);
      const to = x.getPixelForValue(e.to);
      const at = centres[i]!;
      if (e.to > e.from) {
        ctx.strokeStyle = EVENT_COLOUR;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(from, badgeY);
        ctx.lineTo(to, badgeY);
        ctx.stroke();
      }
      ctx.fillStyle = EVENT_COLOUR;
      ctx.beginPath();
      ctx.arc(at, badgeY, BADGE_RADIUS, 0, 2 * Math.PI);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.textAlign = 'center';
      ctx.fillText(e.label, at, badgeY + 0.5);
    }
    for (const t of options.targets) {
      const at = t.index === 'beyond' ? chartArea.right : x.getPixelForValue(t.index);
      const level = y.getPixelForValue(t.value);
      ctx.fillStyle = TARGET_COLOUR;
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      diamondPoints(at, level).forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = TARGET_COLOUR;
      ctx.textAlign = 'left';
      ctx.fillText(t.label, at + DIAMOND_RADIUS + 3, level);
    }
    ctx.restore();
  },
};
