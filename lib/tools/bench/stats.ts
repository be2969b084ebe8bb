/** Median of a list of numbers (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0–100) of a list of numbers; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Ratio a / b rounded to 3 decimals, NaN when b is 0. */
export function ratio(a: number, b: number): number {
  return b === 0 ? Number.NaN : Math.round((a / b) * 1000) / 1000;
}

/** How far a figure's runs spread: median, min, max and median absolute deviation. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  mad: number;
}

/** The spread of a list of numbers (all NaN for none), so that a reader can tell noise from a change. */
export function spread(values: readonly number[]): Spread {
  const mid = median(values);
  return {
    median: mid,
    min: values.length === 0 ? Number.NaN : Math.min(...values),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
    mad: median(values.map((v) => Math.abs(v - mid))),
  };
}
