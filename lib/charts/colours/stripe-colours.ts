/**
 * Colours of an "emission stripes" graphic: one stripe per year, the lowest
 * year deep blue, the highest deep red, the middle of the range near white
 * (the idea of the warming stripes, applied to emissions).
 */

import type { GasData } from '@/lib/model/gas-data';

/** One value per year from the first year to the last, e.g. total emissions without LULUCF. */
export interface StripesSeries {
  firstYear: number;
  lastYear: number;
  values: number[];
}

type Rgb = readonly [number, number, number];

const BELOW: Rgb = [28, 84, 156];
const NEUTRAL: Rgb = [246, 244, 240];
const ABOVE: Rgb = [166, 24, 38];

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * t);
  return [channel(0), channel(1), channel(2)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Hex colour for each value; an empty or constant series gives neutral stripes. */
export function computeStripeColours(values: readonly number[]): string[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const middle = (min + max) / 2;
  const half = (max - min) / 2;
  return values.map((v) => {
    const t = half === 0 ? 0 : (v - middle) / half;
    return toHex(t < 0 ? mix(NEUTRAL, BELOW, -t) : mix(NEUTRAL, ABOVE, t));
  });
}

/** The series behind the stripes: totals without LULUCF per year; undefined when the gas has no totals. */
export function selectStripesSeries(gas: GasData | undefined): StripesSeries | undefined {
  const values = gas?.totals?.withoutLulucf;
  const first = gas?.years[0];
  const last = gas?.years[gas.years.length - 1];
  if (!values?.length || !first || !last || values.length !== gas.years.length) return undefined;
  return { firstYear: first.year, lastYear: last.year, values };
}
