/**
 * The tabbed sections (tabs → side menu → item): the sector pages of each period and the content
 * sections; their indexes as validated and their items compiled for one locale.
 */
import type { LocalisedActivity } from '@/lib/model/activity';
import { isPeriodName, type Period } from '@/lib/model/dimensions';
import type { Locale, LocalText } from '@/lib/model/locale';

export const CONTENT_SECTION_IDS = ['projects', 'emission-factors', 'economic-indicators-ghg'] as const;
export type ContentSectionId = (typeof CONTENT_SECTION_IDS)[number];
/** The site's top-level sections in the order of its main tabs: the chart pages, the comparison, the content sections. */
export const SITE_SECTIONS = ['inventory', 'projections', 'compare', ...CONTENT_SECTION_IDS] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** Each site section's message key under Header `nav.*`: the header's tabs and the search page's list. */
export const SECTION_NAV_KEY = {
  inventory: 'inventory',
  projections: 'projections',
  compare: 'compare',
  projects: 'projects',
  'emission-factors': 'emissionFactors',
  'economic-indicators-ghg': 'economicIndicators',
} as const satisfies Record<SiteSection, string>;
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

/** Plain statements a sector item can carry (data/sectors/index.yml `note`). */
export const SECTOR_NOTES = ['not_in_sources', 'no_projections', 'not_derivable'] as const;
export type SectorNote = (typeof SECTOR_NOTES)[number];
/** A side-menu item of a sector page as written in the sector index. */
export interface SectorItem {
  id: string;
  title: LocalText;
  file?: string;
  /** Activity files shown after the text, in order (`data` in the index: one path or a list). */
  data?: string[];
  note?: SectorNote;
  /** With note not_in_sources or no_projections: the public dataset that would fill the item. */
  missing?: LocalText;
  /** 1-based line of the item in the index. */
  line?: number;
}
/** A sector tab of the index with its inventory and projections items (`prognosis` in the YAML). */
export interface SectorIndexEntry {
  id: string;
  title: LocalText;
  inventory: SectorItem[];
  projections: SectorItem[];
}

/**
 * A validated tab index, whatever file it came from (data/sectors/index.yml per period, or a
 * content section's index.json): tabs → items → content files, titles in both languages.
 */
export interface IndexItem {
  id: string;
  title: LocalText;
  /** Content files relative to the section folder, shown in order. */
  files: string[];
  note?: SectorNote;
  /** With note not_in_sources or no_projections: the public dataset that would fill the item. */
  missing?: LocalText;
  /** The sector overview: the animated pie of sector shares. */
  pie?: true;
  /** 1-based line of the item in its index, for issues about its files. */
  line?: number;
  /** 1-based line of each of `files` when the index gives them apart (0: unknown). */
  fileLines?: number[];
}
export interface IndexTab {
  id: string;
  title: LocalText;
  items: IndexItem[];
}

/**
 * A markdown text rendered for one locale. `lang: 'en'` marks the English text standing in on a
 * page of another language that has no translation of it yet (the page says so above the text).
 */
export interface MarkdownText {
  file: string;
  html: string;
  lang?: 'en';
}

/** One content block of an item, resolved for one locale. */
export type ContentBlock =
  | ({ kind: 'markdown' } & MarkdownText)
  | { kind: 'activity'; file: string; data: LocalisedActivity }
  | { kind: 'unknown'; file: string; type: string }
  | { kind: 'pie' };
export interface TabbedItem {
  id: string;
  title: string;
  note?: SectorNote;
  /** The dataset that would fill an item whose series is not in the sources. */
  missing?: string;
  blocks: ContentBlock[];
}
export interface TabbedTab {
  id: string;
  title: string;
  items: TabbedItem[];
}
/** A compiled tabbed section for one locale: the sector pages of a period or a content section. */
export interface TabbedSection {
  id: string;
  tabs: TabbedTab[];
}

/** Path under the generated folder of a tabbed section's tabs and items in a locale. */
export const tabbedSectionPath = (locale: string, id: string) => `${locale}/tabbed/${id}.json`;

/** Path under the generated folder of a single markdown page in a locale. */
export const contentPagePath = (locale: string, id: string) => `${locale}/pages/${id}.json`;
