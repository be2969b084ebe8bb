/** The tabbed sections (tabs → side menu → item): the sector pages of each period and the content sections. */
import type { Period } from './types';
import type { Locale } from './locale';

export const CONTENT_SECTION_IDS = ['projects', 'emission-factors', 'economic-indicators-ghg'] as const;
export type ContentSectionId = (typeof CONTENT_SECTION_IDS)[number];
/** A section id: a period (its sector pages) or a content section. */
export type TabbedSectionId = Period | ContentSectionId;

/** Data folder (under data/) and ContentPage message key of each content section's title. */
export const CONTENT_SECTIONS: Record<
  ContentSectionId,
  { folder: string; titleKey: 'projectsTitle' | 'emissionFactorsTitle' | 'economicIndicatorsTitle' }
> = {
  projects: { folder: 'projects', titleKey: 'projectsTitle' },
  'emission-factors': { folder: 'emission-factors', titleKey: 'emissionFactorsTitle' },
  'economic-indicators-ghg': { folder: 'economic-indicators-ghg', titleKey: 'economicIndicatorsTitle' },
};

/** Single markdown pages: page id → English file under data/ (`name_et.md` beside it). */
export const CONTENT_PAGES = { accessibility: 'accessibility/statement.md' } as const;
export type ContentPageId = keyof typeof CONTENT_PAGES;

const PERIOD_IDS: readonly string[] = ['inventory', 'projections'];
export const isPeriod = (id: TabbedSectionId): id is Period => PERIOD_IDS.includes(id);

/**
 * Path (under a locale, without slashes around it) whose sub-paths are a section's tabs and items.
 * @example sectionPath('inventory') → 'inventory/sector'; sectionPath('projects') → 'projects'
 */
export function sectionPath(id: TabbedSectionId): string {
  return isPeriod(id) ? `${id}/sector` : id;
}

/** Address of a section's tab or item under a locale, with a trailing slash. */
export function tabbedHref(locale: Locale, id: TabbedSectionId, tabId?: string, itemId?: string): string {
  return `/${[locale, sectionPath(id), tabId, itemId].filter(Boolean).join('/')}/`;
}
