/** The tabbed sections (tabs → side menu → item): the sector pages of each period and the content sections. */
import { isPeriodName, type Period } from '@/lib/model/types';
import type { Locale } from '@/lib/model/locale';

export const CONTENT_SECTION_IDS = ['projects', 'emission-factors', 'economic-indicators-ghg'] as const;
export type ContentSectionId = (typeof CONTENT_SECTION_IDS)[number];
/** A section id: a period (its sector pages) or a content section. */
export type TabbedSectionId = Period | ContentSectionId;

/** Data folder (under data/) and ContentPage message keys of each content section's title and description. */
export const CONTENT_SECTIONS = {
  projects: { folder: 'projects', titleKey: 'projectsTitle', descriptionKey: 'projectsDescription' },
  'emission-factors': {
    folder: 'emission-factors',
    titleKey: 'emissionFactorsTitle',
    descriptionKey: 'emissionFactorsDescription',
  },
  'economic-indicators-ghg': {
    folder: 'economic-indicators-ghg',
    titleKey: 'economicIndicatorsTitle',
    descriptionKey: 'economicIndicatorsDescription',
  },
} as const satisfies Record<ContentSectionId, { folder: string; titleKey: string; descriptionKey: string }>;

/** Single markdown pages: page id → English file under data/ (`name_et.md` beside it). */
export const CONTENT_PAGES = { accessibility: 'accessibility/statement.md' } as const;
export type ContentPageId = keyof typeof CONTENT_PAGES;

/**
 * Path (under a locale, without slashes around it) whose sub-paths are a section's tabs and items.
 * @example sectionPath('inventory') → 'inventory/sector'; sectionPath('projects') → 'projects'
 */
export function sectionPath(id: TabbedSectionId): string {
  return isPeriodName(id) ? `${id}/sector` : id;
}

/** Address of a section's tab or item under a locale, with a trailing slash. */
export function tabbedHref(locale: Locale, id: TabbedSectionId, tabId?: string, itemId?: string): string {
  return `/${[locale, sectionPath(id), tabId, itemId].filter(Boolean).join('/')}/`;
}
