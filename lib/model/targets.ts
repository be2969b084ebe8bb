/** Estonia's published targets (data/targets.yml) and dated events (data/events.yml), as compiled per locale. */
import type { Locale } from '@/lib/model/locale';

export const TARGET_QUANTITY_KINDS = ['change', 'level', 'neutrality'] as const;
export type TargetQuantityKind = (typeof TARGET_QUANTITY_KINDS)[number];
/** Whether a target counts LULUCF; `unstated` when its source does not say. */
export const TARGET_LULUCF = ['with', 'without', 'unstated'] as const;
export type TargetLulucf = (typeof TARGET_LULUCF)[number];
export const TARGET_SCOPES = ['national-total', 'effort-sharing'] as const;
export type TargetScope = (typeof TARGET_SCOPES)[number];

/**
 * Where a target stands in law: `adopted` (a law or an adopted plan) or `draft` (a bill or proposal,
 * listed but not marked on the charts). A file without `status` means adopted.
 */
export const TARGET_STATUSES = ['adopted', 'draft'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/**
 * −70 % against 1990 (`change`, percent, with a base year), 4 709 kt CO2 eq (`level`) or climate
 * neutrality (`neutrality`: net emissions of zero, no level to mark on a chart).
 */
export type TargetQuantity =
  { kind: 'change'; percent: number; baseYear: number } | { kind: 'level'; kt: number } | { kind: 'neutrality' };

export interface LinkedSource {
  /** The source's own title: in its own language (`lang`) or, for an act with official translations, in the page's. */
  title: string;
  /** The language of a title given in one language only (e.g. en), so that pages mark it. */
  lang?: string;
  /** The site's own words about the source (who published it), in the page's language. */
  note?: string;
  url: string;
  /** Month or day of publication as the source gives it (e.g. 2021-06). */
  published: string;
}

export interface Target {
  id: string;
  year: number;
  quantity: TargetQuantity;
  basis: { lulucf: TargetLulucf; scope: TargetScope };
  status: TargetStatus;
  source: LinkedSource;
  /** One sentence about the target in the page's locale. */
  text: string;
}

export interface TimelineEvent {
  id: string;
  /** First year of the event; `to` is its last (the same for a one-year event). */
  from: number;
  to: number;
  title: string;
  text: string;
  source: LinkedSource;
}

export const targetsPath = (locale: Locale) => `${locale}/targets.json`;
export const eventsPath = (locale: Locale) => `${locale}/events.json`;
