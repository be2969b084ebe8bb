/** Estonia's population as the chart pages receive it, for the per-person view. */
export interface ChartPopulation {
  /** Year of `values[0]`. */
  firstYear: number;
  /** Persons (mid-year) per year from `firstYear` on; null where the source has none. */
  values: (number | null)[];
  /** Where the numbers come from, in the page's language. */
  source: string;
  licence: string;
  vintage: string;
}

/** Persons in a year; undefined when the series has no (positive) value for it. */
export function populationIn(population: ChartPopulation, year: number): number | undefined {
  const v = population.values[year - population.firstYear];
  return v !== null && v !== undefined && v > 0 ? v : undefined;
}
