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
