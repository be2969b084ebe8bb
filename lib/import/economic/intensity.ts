import type { YearSeries } from '@/lib/import/economic/read-gdp';

/** Two series on their common years only (ascending); years present in just one are dropped, never filled. */
export function joinByYear(a: YearSeries, b: YearSeries): { years: number[]; a: number[]; b: number[] } {
  const years = [...a.keys()].filter((y) => b.has(y)).sort((x, y) => x - y);
  return { years, a: years.map((y) => a.get(y) as number), b: years.map((y) => b.get(y) as number) };
}

/**
 * Emission intensity in kg CO2 eq per unit of currency:
 * emissions in kt (1 kt = 1 000 000 kg) divided by GDP in currency units.
 * Example: 40 000 kt and 16 000 000 000 $ → 2.5 kg per $.
 */
export function emissionIntensity(emissionsKt: number, gdp: number): number {
  if (!(gdp > 0)) throw new RangeError(`GDP must be positive, got ${gdp}`);
  return (emissionsKt * 1_000_000) / gdp;
}

/** Index of a series against its first value (first value = 100). */
export function indexToFirst(values: readonly number[]): number[] {
  const base = values[0];
  if (base === undefined || base === 0) throw new RangeError('An index needs a non-zero first value');
  return values.map((v) => (v / base) * 100);
}

/** Rounds for publication (fixed decimals) without binary noise such as 2.5000000000000004. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
