/**
 * Projection rounds: the projections reported in one year (e.g. the EEA 2019 round) are one round
 * with its own years, GWP basis, source and licence, as inventory submissions are. The newest round
 * is the default everywhere; two rounds are never joined into one series.
 */
import type { Level, Measure } from '@/lib/model/dimensions';

/** A round's id is the year it was reported, as text, e.g. '2019' (also its folder: data/prognosis/2019/). */
export type ProjectionRoundId = string;

/** What the pages and islands know about one round, in the page's language. */
export interface ProjectionRoundInfo {
  id: ProjectionRoundId;
  firstYear: number;
  lastYear: number;
  /** First projected year: the years before it are the inventory reported with the projections. */
  projectionsYear: number;
  /** e.g. "AR4 GWP100". */
  gwp: string;
  /** The GWP basis as the page's language writes it ("ПГП по ДО4" in Russian; lib/model/gwp.ts). */
  gwpName: string;
  source: string;
  sourceUrl: string;
  licence: string;
  vintage: string;
  /** Scenarios the round has files for. */
  measures: Measure[];
  /** Levels of detail the round has data for. */
  levels: Level[];
}

/** Path of the compiled list of rounds of a locale, newest first, under the generated folder. */
export const projectionRoundsPath = (locale: string) => `${locale}/projections/rounds.json`;

/**
 * Rounds of points: a projection round reported only as totals at a few points in time (the 2025 round: 2030, 2040 and
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
  /** The GWP basis as the page's language writes it (lib/model/gwp.ts). */
  gwpName: string;
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
