/**
 * Geometry of the chart preview: the same view the Chart.js chart draws (stacked bars with
 * negatives below zero, total lines on top, 10 % headroom, SPEC §9 paddings), computed as
 * plain shapes so it can be drawn as SVG without loading Chart.js. The interactive chart
 * replaces it on the first interaction.
 */
import type { ChartView, Series } from '@/lib/charts/shown/datasets';
import { chartPadding, LINE_WIDTH, MIN_BAR_LENGTH, valueRange } from '@/lib/charts/svg/chart-frame';
import { axisTicks } from '@/lib/charts/shown/ticks';
import type { Locale } from '@/lib/model/locale';
import { BADGE_GAP } from '@/lib/charts/svg/chart-frame';
import {
  hasTargetBeyond,
  overlayMarks,
  spreadBadges,
  TARGET_LABEL_SPACE,
  type EventMark,
  type OverlayInput,
  type TargetMark,
} from '@/lib/charts/shown/overlays';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface PreviewBar extends Box {
  colour: string;
}
export interface PreviewLine {
  colour: string;
  dashed: boolean;
  points: Array<[number, number]>;
}
interface PreviewTick {
  y: number;
  label: string;
  zero: boolean;
}
export interface PreviewGeometry {
  plot: { left: number; top: number; right: number; bottom: number };
  /** x of the rotated unit title left of the tick labels. */
  unitX: number;
  yTicks: PreviewTick[];
  xLabels: Array<{ x: number; label: string }>;
  /** The x positions' slots: the i-th spans left + i × slot to left + (i + 1) × slot. */
  columns: Columns;
  bars: PreviewBar[];
  lines: PreviewLine[];
  pointRadius: number;
  divider?: { x: number };
  /** Event markers (x of the first and last year, y of the badge) and target diamonds. */
  marks?: PreviewMarks;
}
interface Columns {
  left: number;
  slot: number;
  count: number;
}
export interface PreviewMarks {
  events: Array<{
    label: string;
    x1: number;
    x2: number;
    /** Centre of the badge: between x1 and x2, moved right when it would overlap the one before. */
    badgeX: number;
    badgeY: number;
    bandLeft: number;
    bandRight: number;
  }>;
  targets: Array<{ label: string; x: number; y: number }>;
}
interface PreviewInput {
  width: number;
  height: number;
  locale: Locale;
  firstProjectionYear?: number;
  overlays?: OverlayInput;
}
/** What any bar/line chart of the site shows: x labels and series (bars stacked, lines each on their own). */
interface PreviewModel {
  labels: string[];
  /** A fixed value-axis range (see ChartView). */
  range?: { min: number; max: number };
  series: ReadonlyArray<Pick<Series, 'kind' | 'colour' | 'dashed' | 'data' | 'ranges'>>;
}
interface ModelInput {
  width: number;
  height: number;
  locale: Locale;
  /** Space kept free around the plot and its axis labels. */
  padding: { left: number; right: number; top: number; bottom: number };
  /** Index of the first label after a dashed divider (projection charts). */
  dividerIndex?: number;
  /** Shortest drawn bar in px (SPEC §9: 5 on emissions charts); 0 draws values to scale. */
  minBarLength?: number;
  /** Targets and events to mark, as indexes among the labels. */
  marks?: { events: EventMark[]; targets: TargetMark[] };
}

/** Chart.js's bar sizing: 80 % of each category, 90 % of that for the bar. */
const BAR_SHARE = 0.8 * 0.9;
const TICK_SPACING_PX = 40;
const LABEL_PX_PER_CHAR = 7;
const Y_AXIS_TITLE_PX = 30;
const X_AXIS_LABELS_PX = 22;

export { niceStep, niceTicks } from '@/lib/charts/shown/ticks';

/** Geometry of an emissions chart view, with the SPEC §9 paddings (sides halved below 600 px). */
export function previewGeometry(view: ChartView, input: PreviewInput): PreviewGeometry {
  const pad = chartPadding(view, input.firstProjectionYear !== undefined);
  const narrow = input.width < 600;
  const dividerIndex =
    input.firstProjectionYear === undefined ? -1 : view.years.findIndex((y) => y >= input.firstProjectionYear!);
  return modelGeometry(
    { labels: view.labels ?? view.years.map(String), series: view.series, range: view.range },
    {
      width: input.width,
      height: input.height,
      locale: input.locale,
      padding: {
        left: narrow ? pad.left / 2 : pad.left,
        right:
          (narrow ? pad.right / 2 : pad.right) + (hasTargetBeyond(input.overlays, view.years) ? TARGET_LABEL_SPACE : 0),
        top: Math.max(8, pad.top + 18),
        bottom: pad.bottom,
      },
      ...(dividerIndex > 0 ? { dividerIndex } : {}),
      ...(input.overlays ? { marks: overlayMarks(input.overlays, view.years) } : {}),
    },
  );
}

export function modelGeometry(model: PreviewModel, input: ModelInput): PreviewGeometry {
  const { width, height, locale, padding } = input;
  const minBar = input.minBarLength ?? MIN_BAR_LENGTH;
  const top = padding.top;
  const bottom = height - padding.bottom - X_AXIS_LABELS_PX;
  const { min, max } = valueRange({ years: model.labels, series: model.series, range: model.range });
  const { values, labels } = axisTicks(min, max, bottom - top, locale, TICK_SPACING_PX);
  const labelWidth = Math.max(...labels.map((l) => l.length)) * LABEL_PX_PER_CHAR;
  const left = padding.left + Y_AXIS_TITLE_PX + labelWidth;
  const right = width - padding.right;
  const lo = values[0]!;
  const hi = values[values.length - 1]!;
  const yOf = (v: number) => bottom - ((v - lo) / (hi - lo || 1)) * (bottom - top);
  const n = Math.max(1, model.labels.length);
  const slot = (right - left) / n;
  const xOf = (i: number) => left + slot * (i + 0.5);
  const longest = Math.max(4, ...model.labels.map((l) => l.length));
  const every = Math.max(1, Math.ceil((n * (longest * LABEL_PX_PER_CHAR + 6)) / Math.max(1, right - left)));

  const bars: PreviewBar[] = [];
  model.labels.forEach((_, i) => {
    let pos = 0;
    let neg = 0;
    for (const s of model.series) {
      const v = s.data[i] ?? 0;
      const range = s.ranges?.[i];
      // A gap (no number in the source) draws no bar.
      if (s.kind !== 'bar' || !Number.isFinite(v) || v === 0 || (s.ranges && !range)) continue;
      // A floating bar (waterfall step) is drawn where it is; other bars stack.
      const from = range ? range[0] : v > 0 ? pos : neg;
      const to = range ? range[1] : from + v;
      if (!range && v > 0) pos = to;
      else if (!range) neg = to;
      let y0 = yOf(from);
      let y1 = yOf(to);
      if (Math.abs(y1 - y0) < minBar) y1 = y0 + (v > 0 ? -minBar : minBar);
      if (y1 < y0) [y0, y1] = [y1, y0];
      bars.push({ x: xOf(i) - (slot * BAR_SHARE) / 2, y: y0, w: slot * BAR_SHARE, h: y1 - y0, colour: s.colour });
    }
  });
  const lines: PreviewLine[] = model.series
    .filter((s) => s.kind === 'line')
    .map((s) => ({
      colour: s.colour,
      dashed: Boolean(s.dashed),
      // A missing year (NaN) has no point: the line ends where its values end.
      points: s.data.flatMap((v, i): Array<[number, number]> => (Number.isFinite(v) ? [[xOf(i), yOf(v)]] : [])),
    }));

  return {
    plot: { left, top, right, bottom },
    unitX: padding.left + Y_AXIS_TITLE_PX / 2,
    yTicks: values.map((v, i) => ({ y: yOf(v), label: labels[i]!, zero: v === 0 })),
    xLabels: model.labels.flatMap((label, i) => (i % every === 0 ? [{ x: xOf(i), label }] : [])),
    columns: { left, slot, count: model.labels.length },
    bars,
    lines,
    pointRadius: LINE_WIDTH,
    ...(input.dividerIndex !== undefined && input.dividerIndex > 0
      ? { divider: { x: left + slot * input.dividerIndex } }
      : {}),
    ...(input.marks
      ? { marks: markGeometry(input.marks, { xOf, yOf, slot, right, badgeY: bottom + X_AXIS_LABELS_PX + 12 }) }
      : {}),
  };
}

/** The x position whose slot holds `x` (px from the drawing's left edge), or -1 outside the plot. */
export function columnAt({ left, slot, count }: Columns, x: number): number {
  const i = Math.floor((x - left) / slot);
  return slot > 0 && i >= 0 && i < count ? i : -1;
}

/** Badge under the year labels, as the Chart.js plugin draws it (lib/charts/chartjs/overlay-plugin). */
function markGeometry(
  marks: NonNullable<ModelInput['marks']>,
  at: { xOf: (i: number) => number; yOf: (v: number) => number; slot: number; right: number; badgeY: number },
): PreviewMarks {
  const centres = spreadBadges(
    marks.events.map((e) => (at.xOf(e.from) + at.xOf(e.to)) / 2),
    BADGE_GAP,
  );
  return {
    events: marks.events.map((e, i) => ({
      label: e.label,
      x1: at.xOf(e.from),
      x2: at.xOf(e.to),
      badgeX: centres[i]!,
      badgeY: at.badgeY,
      bandLeft: at.xOf(e.from) - at.slot / 2,
      bandRight: at.xOf(e.to) + at.slot / 2,
    })),
    targets: marks.targets.map((t) => ({
      label: t.label,
      x: t.index === 'beyond' ? at.right : at.xOf(t.index),
      y: at.yOf(t.value),
    })),
  };
}
