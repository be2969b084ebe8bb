/** The dimensions a chart's series are cut by: the period, the level of detail and the projection scenario (measure). */
export type Period = 'inventory' | 'projections';
export type Level = 'total' | 'sector' | 'cat' | 'subCat';
export type Measure = 'wem' | 'wam';

export const PERIODS: readonly Period[] = ['inventory', 'projections'];
export const LEVELS: readonly Level[] = ['total', 'sector', 'cat', 'subCat'];
export const MEASURES: readonly Measure[] = ['wem', 'wam'];

/** Narrows an arbitrary value (a route parameter) to a period. */
export function isPeriodName(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}
