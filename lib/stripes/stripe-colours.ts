/**
 * Colours of an "emission stripes" graphic: one stripe per year, blue below
 * the series mean, red above it, stronger the further from the mean (the idea
 * of the warming stripes, applied to emissions).
 */

type Rgb = readonly [number, number, number];

const BELOW: Rgb = [28, 84, 156];
const NEUTRAL: Rgb = [246, 244, 240];
const ABOVE: Rgb = [166, 24, 38];

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as unknown as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Hex colour for each value; an empty or constant series gives neutral stripes. */
export function computeStripeColours(values: readonly number[]): string[] {
  if (values.length === 0) return [];
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const spread = Math.max(...values.map((v) => Math.abs(v - mean)));
  return values.map((v) => {
    const t = spread === 0 ? 0 : (v - mean) / spread;
    return toHex(t < 0 ? mix(NEUTRAL, BELOW, -t) : mix(NEUTRAL, ABOVE, t));
  });
}
