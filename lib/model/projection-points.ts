/**
 * A projection round reported only as totals at a few points in time (the 2025 round: 2030, 2040 and
 * 2050). Its points are drawn and listed as points, never joined by a line or filled in between.
 */

/** The scopes a points round gives, in the order they are listed. */
export const POINT_SCOPES = ['withoutLulucf', 'withLulucf', 'withLulucfAviation', 'lulucf'] as const;
export type PointScope = (typeof POINT_SCOPES)[number];

/** One scope's points: the years and, for each, the value of each scenario (kt CO2 eq). */
export interface PointSeries {
  years: number[];
  wem: number[];
  wam: number[];
}

/** A points round as the pages show it, in the page's language. */
export interface PointRound {
  /** The year it was reported, e.g. '2025'. */
  id: string;
  gwp: string;
  unit: string;
  source: string;
  sourceUrl: string;
  licence: string;
  vintage: string;
  /** The inventory submission whose totals the round's history equals: its base. */
  baseSubmission: string;
  /** WAM equals WEM in every point: the country reported no separate additional-measures scenario. */
  sameScenarios: boolean;
  neutralityYear?: number;
  points: Record<PointScope, PointSeries>;
}

/** Path of the compiled points rounds of a locale, newest first, under the generated folder. */
export const projectionPointsPath = (locale: string) => `${locale}/projections/points.json`;

/** The value of a scope in a year, in a scenario; undefined when the round has no point there. */
export function pointValue(round: PointRound, scope: PointScope, year: number, measure: 'wem' | 'wam' = 'wem') {
  const s = round.points[scope];
  const i = s.years.indexOf(year);
  return i < 0 ? undefined : s[measure][i];
}
