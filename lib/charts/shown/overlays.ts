/**
 * Targets and dated events on the emissions charts: a target's level on the chart's basis, the
 * progress readout's numbers, and where the markers go among the years a chart shows. Pure, so the
 * SVG drawing, Chart.js and the tests share them.
 */
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import type { Target, TargetQuantity, TimelineEvent } from '@/lib/model/targets';
import { gwpName } from '@/lib/model/gwp';

/** One total series of a chart: a value per year (e.g. the national total without LULUCF). */
export interface TotalSeries {
  years: readonly number[];
  values: readonly number[];
}

/** What the chart island needs of a target: when, how much, and a short label for the marker. */
export interface ChartTarget {
  id: string;
  year: number;
  quantity: TargetQuantity;
}

/** What the chart island needs of an event: its years and its number in the list under the chart. */
export interface ChartEvent {
  label: string;
  from: number;
  to: number;
}

/** Targets and events a chart marks, with the words of its target labels. */
export interface OverlayInput {
  events: readonly ChartEvent[];
  /** National-total targets at their level on the chart's basis (kt CO2 eq). */
  targets: ReadonlyArray<{ label: string; year: number; value: number }>;
}

/** An event's first and last index among the chart's years. */
export interface EventMark {
  label: string;
  from: number;
  to: number;
}

/** A target at an index among the chart's years, or `beyond` when its year is after the last one. */
export interface TargetMark {
  label: string;
  value: number;
  index: number | 'beyond';
}

const valueIn = (total: TotalSeries, year: number) => {
  const i = total.years.indexOf(year);
  return i < 0 ? undefined : total.values[i];
};

/**
 * Level of a target in kt CO2 eq on a total's basis: a `level` as given, a `change` from the total's
 * value in its base year (undefined when the total lacks that year).
 * @example targetLevel({ kind: 'change', percent: -70, baseYear: 1990 }, total) // 0.3 × the 1990 value
 */
export function targetLevel(quantity: TargetQuantity, total: TotalSeries): number | undefined {
  if (quantity.kind === 'level') return quantity.kt;
  if (quantity.kind === 'neutrality') return undefined;
  const base = valueIn(total, quantity.baseYear);
  return base === undefined ? undefined : base * (1 + quantity.percent / 100);
}

/**
 * The targets drawn on the national total charts: adopted ones of national-total scope (the ESR limit
 * has its own chart; a draft is only listed).
 */
export function nationalTargets(targets: readonly Target[]): ChartTarget[] {
  return targets
    .filter((t) => t.basis.scope === 'national-total' && t.status === 'adopted')
    .map(({ id, year, quantity }) => ({ id, year, quantity }));
}

/** Numbers of the readout: how far the total's last year is below (positive) or above (negative) the base year, in %. */
export function progressSince(
  total: TotalSeries,
  baseYear: number,
): { year: number; baseYear: number; percentBelow: number } | undefined {
  const base = valueIn(total, baseYear);
  const year = total.years[total.years.length - 1];
  const last = total.values[total.values.length - 1];
  if (base === undefined || base === 0 || year === undefined || last === undefined || year === baseYear)
    return undefined;
  return { year, baseYear, percentBelow: (1 - last / base) * 100 };
}

/** Where each event sits among the years shown: its first and last shown year; events with no year shown are left out. */
export function eventMarks(events: readonly ChartEvent[], years: readonly number[]): EventMark[] {
  return events.flatMap((e) => {
    const from = years.findIndex((y) => y >= e.from);
    const to = years.findLastIndex((y) => y <= e.to);
    return from < 0 || to < from ? [] : [{ label: e.label, from, to }];
  });
}

/**
 * Where each target sits: at its year's index, or `beyond` the last year (drawn at the plot's
 * right edge instead of stretching the axis); a year before the last that is not shown leaves it out.
 */
export function targetMarks(targets: OverlayInput['targets'], years: readonly number[]): TargetMark[] {
  const last = years[years.length - 1];
  if (last === undefined) return [];
  return targets.flatMap((t): TargetMark[] => {
    if (t.year > last) return [{ label: t.label, value: t.value, index: 'beyond' }];
    const index = years.indexOf(t.year);
    return index < 0 ? [] : [{ label: t.label, value: t.value, index }];
  });
}

/**
 * Centres of the event badges, moved right where they would overlap the one before (on narrow charts
 * 2004 and 2005 are a few pixels apart): each at least `gap` px after the previous.
 * @example spreadBadges([10, 14, 60], 17) // [10, 27, 60]
 */
export function spreadBadges(centres: readonly number[], gap: number): number[] {
  const out: number[] = [];
  for (const x of centres) out.push(out.length > 0 ? Math.max(x, out[out.length - 1]! + gap) : x);
  return out;
}

/** Room kept right of the plot for the year of a target drawn at its right edge. */
export const TARGET_LABEL_SPACE = 36;

/** Whether a target lies after the chart's last year (and so needs room right of the plot). */
export function hasTargetBeyond(overlays: OverlayInput | undefined, years: readonly number[]): boolean {
  return targetMarks(overlays?.targets ?? [], years).some((t) => t.index === 'beyond');
}

/** Both kinds of marks of a chart, for its years. */
export function overlayMarks(overlays: OverlayInput | undefined, years: readonly number[]) {
  return {
    events: overlays ? eventMarks(overlays.events, years) : [],
    targets: overlays ? targetMarks(overlays.targets, years) : [],
  };
}

/** The events of the list as the chart marks them: numbered 1, 2, … in the list's order. */
export function numberedEvents(events: readonly TimelineEvent[]): ChartEvent[] {
  return events.map((e, i) => ({ label: String(i + 1), from: e.from, to: e.to }));
}

/** Arguments of the readout sentence, formatted for the locale; undefined without a `change` target or its base year. */
export function readoutArgs(total: TotalSeries, targets: readonly ChartTarget[], locale: Locale) {
  const target = targets.find((t) => t.quantity.kind === 'change');
  if (!target || target.quantity.kind !== 'change') return undefined;
  const progress = progressSince(total, target.quantity.baseYear);
  if (!progress) return undefined;
  return {
    above: progress.percentBelow < 0,
    values: {
      year: String(progress.year),
      baseYear: String(progress.baseYear),
      percent: formatNumber(Math.abs(progress.percentBelow), locale, { decimals: 1 }),
      targetYear: String(target.year),
      aim: formatNumber(Math.abs(target.quantity.percent), locale, { decimals: 0 }),
    },
  };
}

/**
 * Arguments of the projections chart's readout: the projected total in the target's year against
 * the base year's total on the projection's basis, formatted for the locale; undefined without a
 * `change` target or without both years in the total.
 */
export function projectedReadoutArgs(
  total: TotalSeries,
  targets: readonly ChartTarget[],
  locale: Locale,
  basis: { submission: string; gwp: string },
) {
  const target = targets.find((t) => t.quantity.kind === 'change');
  if (!target || target.quantity.kind !== 'change') return undefined;
  const { baseYear } = target.quantity;
  const base = valueIn(total, baseYear);
  const value = valueIn(total, target.year);
  if (base === undefined || base === 0 || value === undefined) return undefined;
  const percentBelow = (1 - value / base) * 100;
  return {
    above: percentBelow < 0,
    projected: true,
    values: {
      year: String(target.year),
      baseYear: String(baseYear),
      percent: formatNumber(Math.abs(percentBelow), locale, { decimals: 1 }),
      value: formatNumber(value, locale, { decimals: 0 }),
      base: formatNumber(base, locale, { decimals: 0 }),
      submission: basis.submission,
      gwp: gwpName(basis.gwp, locale),
      targetYear: String(target.year),
      aim: formatNumber(Math.abs(target.quantity.percent), locale, { decimals: 0 }),
    },
  };
}
