/**
 * What the SVG drawing of a chart (lib/charts/svg/preview-geometry) and its Chart.js canvas share, so the
 * two look alike (SPEC §9): line width, minimum bar length, the value axis's headroom and paddings,
 * the projection zone's fill, and the marks of targets and events. Kept apart from the Chart.js
 * options and plugins, which load only with Chart.js.
 */
import type { ChartView } from '@/lib/charts/shown/datasets';

export const MIN_BAR_LENGTH = 5;
export const LINE_WIDTH = 3;
const HEADROOM = 0.1;

/** Fill of the projection zone, the same in the SVG drawing (ChartPreview) and on the canvas. */
export const PROJECTION_SHADE = '#eef1f6';

/** Value-axis range: stacked positive and negative sums and line values, each widened by 10 %. */
export function valueRange(view: {
  years: readonly unknown[];
  series: ReadonlyArray<Pick<ChartView['series'][number], 'kind' | 'data' | 'ranges'>>;
  range?: ChartView['range'];
  labels?: readonly unknown[];
}): { min: number; max: number } {
  if (view.range) return view.range;
  let max = 0;
  let min = 0;
  (view.labels ?? view.years).forEach((_, i) => {
    let pos = 0;
    let neg = 0;
    for (const s of view.series) {
      // A gap (no number in the source) does not widen the axis.
      const v = Number.isFinite(s.data[i]) ? s.data[i]! : 0;
      const range = s.ranges?.[i];
      if (s.ranges) {
        if (range) [max, min] = [Math.max(max, ...range), Math.min(min, ...range)];
      } else if (s.kind === 'line') {
        // A line's missing year (NaN, e.g. the inventory's line beyond its last year) has no point.
        if (!Number.isFinite(v)) continue;
        max = Math.max(max, v);
        min = Math.min(min, v);
      } else if (v > 0) pos += v;
      else neg += v;
    }
    max = Math.max(max, pos);
    min = Math.min(min, neg);
  });
  return { min: min * (1 + HEADROOM), max: max * (1 + HEADROOM) };
}

/** SPEC §9 paddings: left 60, bottom 30, top -10 (-2 with a projections year), right 20 (60 with bars and lines). */
export function chartPadding(view: ChartView, hasProjectionYear: boolean) {
  const bars = view.series.some((s) => s.kind === 'bar');
  const lines = view.series.some((s) => s.kind === 'line');
  return { left: 60, bottom: 30, top: hasProjectionYear ? -2 : -10, right: bars && lines ? 60 : 20 };
}

export const EVENT_COLOUR = '#6a3d9a';
export const TARGET_COLOUR = '#b3001b';
export const BADGE_RADIUS = 8;
export const DIAMOND_RADIUS = 7;
/** Centre to centre of two neighbouring event badges, at the least. */
export const BADGE_GAP = 2 * BADGE_RADIUS + 1;

/** Outline of a diamond around (x, y), for the canvas and as an SVG path. */
export function diamondPoints(x: number, y: number, r: number = DIAMOND_RADIUS): Array<[number, number]> {
  return [
    [x, y - r],
    [x + r, y],
    [x, y + r],
    [x - r, y],
  ];
}
