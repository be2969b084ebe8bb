/**
 * Value-axis ticks of every bar/line chart of the site: one function chooses the tick values
 * and the decimals their labels need, and the SVG drawing, the Chart.js charts and the
 * exported images all use it, so the labels never repeat ("0.5, 1.0, 1.5", not "1, 1, 2").
 */
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';

interface AxisTicks {
  values: number[];
  step: number;
  /** Decimals every label needs so that each step shows (0 for 10, 1 for 0.5, 2 for 0.25). */
  decimals: number;
  labels: string[];
}

/** A 1, 2, 2.5 or 5 × 10ⁿ step giving at most `maxTicks` ticks over the range. */
export function niceStep(range: number, maxTicks: number): number {
  const raw = range / Math.max(1, maxTicks - 1);
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** Tick values from the range widened to whole steps, always including zero. */
export function niceTicks(min: number, max: number, maxTicks: number): number[] {
  const step = niceStep(max - min, maxTicks);
  const lo = Math.floor(Math.min(0, min) / step) * step;
  const hi = Math.ceil(Math.max(0, max) / step) * step;
  const ticks: number[] = [];
  const n = Math.round((hi - lo) / step);
  for (let i = 0; i <= n; i++) ticks.push(roundTo(lo + i * step, step));
  return ticks;
}

/** Decimals a step needs: 100 → 0, 0.5 → 1, 2.5 → 1, 0.25 → 2. */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 10; d++) {
    const scaled = step * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, scaled)) return d;
  }
  return 10;
}

function roundTo(value: number, step: number): number {
  const d = stepDecimals(step);
  const v = Number(value.toFixed(d));
  return Object.is(v, -0) ? 0 : v;
}

/**
 * Ticks and their labels for a value range drawn over `lengthPx` pixels (one tick per ~40 px).
 * @example axisTicks(0, 3.2, 200, 'en').labels // ['0.0', '0.5', …, '3.5']
 */
export function axisTicks(min: number, max: number, lengthPx: number, locale: Locale, spacingPx = 40): AxisTicks {
  const maxTicks = Math.max(2, Math.floor(lengthPx / spacingPx) + 1);
  const values = niceTicks(min < 0 ? min : 0, max > 0 ? max : min < 0 ? 0 : 1, maxTicks);
  const step = values.length > 1 ? values[1]! - values[0]! : 1;
  const decimals = stepDecimals(step);
  return { values, step, decimals, labels: values.map((v) => formatNumber(v, locale, { decimals })) };
}

/** The part of a Chart.js scale that the hooks below touch (kept structural: no Chart.js import here). */
interface ScaleLike {
  min: number;
  max: number;
  height: number;
  ticks: Array<{ value: number }>;
}

/**
 * Chart.js value-axis settings drawing exactly the ticks of `axisTicks` for the range [min, max]
 * (headroom already added): limits, tick values and labels.
 */
export function chartJsValueAxis(min: number, max: number, locale: Locale) {
  let current: AxisTicks | undefined;
  const compute = (scale: ScaleLike) => {
    current = axisTicks(min, max, Math.max(1, scale.height), locale);
    return current;
  };
  return {
    afterDataLimits: (scale: ScaleLike) => {
      const t = compute(scale);
      scale.min = t.values[0]!;
      scale.max = t.values[t.values.length - 1]!;
    },
    afterBuildTicks: (scale: ScaleLike) => {
      const t = current ?? compute(scale);
      scale.ticks = t.values.map((value) => ({ value }));
    },
    ticks: {
      callback: (value: number | string) => formatNumber(Number(value), locale, { decimals: current?.decimals ?? 0 }),
    },
  };
}

/** Labels Chart.js measures on a category axis whose labels all have the same length (e.g. years). */
const CATEGORY_SAMPLE = 6;

/**
 * Chart.js category-axis tick settings: when every label has the same number of characters (years),
 * Chart.js sizes the axis from a sample of the labels instead of measuring each one, which is most
 * of the cost of a first draw of a long series. Labels of mixed length are all measured.
 */
export function chartJsCategoryTicks(labels: readonly string[]): { sampleSize?: number } {
  const length = labels[0]?.length;
  return labels.length > CATEGORY_SAMPLE && labels.every((l) => l.length === length)
    ? { sampleSize: CATEGORY_SAMPLE }
    : {};
}
