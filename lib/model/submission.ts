/**
 * Inventory submissions: each year's official inventory is a submission with its own years, GWP
 * basis, source and licence. The site shows one at a time (the newest by default) and never joins
 * two into one series.
 */
import type { Level } from '@/lib/model/dimensions';

/** A submission's id is its year as text, e.g. '2026' (also its folder: data/past/2026/). */
export type SubmissionId = string;

/** What the pages and islands know about one submission, in the page's language. */
export interface SubmissionInfo {
  id: SubmissionId;
  firstYear: number;
  lastYear: number;
  /** e.g. "AR5 GWP100". */
  gwp: string;
  /** The GWP basis as the page's language writes it ("ПГП по ДО5" in Russian; lib/model/gwp.ts). */
  gwpName: string;
  source: string;
  sourceUrl: string;
  licence: string;
  vintage: string;
  /** Levels of detail the submission has data for (no sub-categories in a CRT submission). */
  levels: Level[];
}

/** The newest submission of a list (the site's default); undefined for an empty list. */
export function newestSubmission<T extends { id: SubmissionId }>(list: readonly T[]): T | undefined {
  return [...list].sort((a, b) => Number(b.id) - Number(a.id))[0];
}

/** The submission before `id` in time (the default of a comparison), or undefined for the oldest. */
export function previousSubmission<T extends { id: SubmissionId }>(
  list: readonly T[],
  id: SubmissionId,
): T | undefined {
  return [...list].sort((a, b) => Number(b.id) - Number(a.id)).find((s) => Number(s.id) < Number(id));
}

/** The entry of a list (newest first) named `id`, or the newest when none is named or the name is unknown. */
export const chosenOrNewest = <T extends { id: string }>(list: readonly T[] = [], id: string | null): T | undefined =>
  list.find((x) => x.id === id) ?? list[0];

/** Path under the generated folder of a locale's submissions list, newest first. */
export const submissionsPath = (locale: string) => `${locale}/inventory/submissions.json`;
