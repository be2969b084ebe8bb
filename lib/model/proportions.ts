/** Sector shares of the total without LULUCF (%), one number per year, for the pie (data/proportions.yml). */
export interface ProportionData {
  startYear: number;
  numYears: number;
  /** `start-end`, e.g. `1990-2018`. */
  years: string;
  sectors: Record<string, number[]>;
}

/** Path under the generated folder of the sector shares (the overview pie). */
export const PROPORTIONS_PATH = 'proportions.json';
