/**
 * Compiled data shapes: produced only by the validators in lib/compile, consumed
 * by pages through lib/compile/load/load.ts. Declared once, here.
 */
import type { GasId } from '@/lib/model/gas';
import type { LocalText } from '@/lib/model/locale';

export type Period = 'inventory' | 'projections';
export type Level = 'total' | 'sector' | 'cat' | 'subCat';
export type Measure = 'wem' | 'wam';

export const PERIODS: readonly Period[] = ['inventory', 'projections'];
export const LEVELS: readonly Level[] = ['total', 'sector', 'cat', 'subCat'];
export const MEASURES: readonly Measure[] = ['wem', 'wam'];

/** A problem found in a data file: where it is and which rule it breaks. */
export interface Issue {
  file: string;
  line?: number;
  path: string;
  message: string;
}
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export interface Year {
  year: number;
  isIncluded: boolean;
}
/** Name (the page's locale) and CRF code: written by the compiler into each locale's JSON, absent in a data file. */
interface Named {
  name?: string;
  crf?: string;
}
interface SubCategory extends Named {
  id: string;
  data: number[];
}
export interface Category extends Named {
  id: string;
  data: number[];
  subCats: SubCategory[];
}
export interface Sector extends Named {
  id: string;
  data: number[];
  cats: Category[];
  /** Palette index of the sector (compiled). */
  colour?: number;
}
export interface Totals {
  /** Absent where the source has no total with LULUCF (projection rounds such as 2019): never computed. */
  withLulucf?: number[];
  withoutLulucf: number[];
}
export interface Bunkers {
  total: number[];
  navigation: number[];
  aviation: number[];
}
/** Localised text of the total lines (the one with LULUCF only where the file has that total). */
interface LegendText {
  withLulucf?: string;
  withoutLulucf: string;
}

/** One gas file after validation, with names resolved for one locale. */
export interface GasData {
  id: GasId;
  name: string;
  unit: string;
  years: Year[];
  sectors: Sector[];
  totals?: Totals;
  bunkers?: Bunkers;
  legendText?: LegendText;
  /** Projection files: the first projected year (earlier years are the inventory reported with them). */
  projectionsYear?: number;
}

export type { LocalText } from '@/lib/model/locale';
/** A year column of an activity file: idx is its position among the data columns. */
export interface ActivityYear {
  idx: number;
  year: number;
  isIncluded: boolean;
}
/** One table cell as written: a number, a string, or null when empty. */
export type ActivityCell = number | string | null;
/** A row of an activity file; data has non-numeric cells as 0 (SPEC §5), cells keep them. */
export interface ActivityRow {
  name: string;
  data: number[];
  cells: ActivityCell[];
  colour?: number;
}
/** A chart content / activity data file (SPEC §3) after validation, both languages. */
export interface ActivityData {
  id: string;
  title: LocalText;
  text?: LocalText;
  unit?: string;
  /** barChart, lineChart or table; anything else renders as 'Unknown chart type'. */
  type: string;
  /** Header of the name column and of every data column, as written. */
  nameHeader: string;
  columns: string[];
  years: ActivityYear[];
  rows: ActivityRow[];
  lineItems?: string[];
  lineItemsNoY?: string[];
  projectionsYear?: number;
  source?: LocalText;
  /** What the series measure (scope, method), e.g. effort-sharing scope, not the national total. */
  basis?: LocalText;
  /** Which release of the source the figures come from. */
  vintage?: LocalText;
  /** Licence of the source data as its publisher states it. */
  licence?: LocalText;
  /** Address of the published source. */
  sourceUrl?: string;
  /** Rows holding one target or limit value, drawn as a dashed reference line across the chart. */
  targetItems?: string[];
  /** Non-numeric cells are gaps in the chart lines instead of zeros (series covering different years). */
  gaps?: boolean;
  /** Estonian (or other) wording of row names and column headers, keyed by the English text. */
  translations?: Record<string, Record<string, string>>;
}
/** The texts of an activity file written in both languages. */
type ActivityTexts = 'title' | 'text' | 'source' | 'basis' | 'vintage' | 'licence';
/** An activity file with every text resolved for one locale: what pages and islands receive. */
export type LocalisedActivity = Omit<ActivityData, ActivityTexts | 'translations'> & {
  title: string;
} & Partial<Record<Exclude<ActivityTexts, 'title'>, string>> & {
    /** Labels of the two groups either side of projectionsYear. */
    groupLabels?: { inventory: string; projections: string };
  };
/** Where the values of a gas file come from. */
interface GasFileSource {
  gwp: string;
  source: LocalText;
  sourceUrl: string;
  licence: string;
  vintage: LocalText;
}
/** What an inventory gas file says about its submission (data/past/{submission}/{gas}.yml). */
interface GasFileMeta extends GasFileSource {
  submission: number;
}
/** What a projection gas file says about its round (data/prognosis/{round}/{measure}/{gas}.yml). */
interface ProjectionFileMeta extends GasFileSource {
  round: number;
  /** First projected year; the file's earlier years are the inventory reported with the projections. */
  projectionsYear: number;
}
/** A gas file after validation, before a locale is picked (names as { en, et }). */
export interface GasFileData {
  id: GasId;
  /** Present in inventory files (required there). */
  meta?: GasFileMeta;
  /** Present in projection files of a round (required there). */
  projection?: ProjectionFileMeta;
  name: LocalText;
  unit: string;
  years: number[];
  sectors: Sector[];
  totals?: Totals;
  bunkers?: Bunkers;
  legendText?: { withLulucf?: LocalText; withoutLulucf: LocalText };
}

/** One entry of the gas selector for a period (and measure). */
export interface GasListEntry {
  id: GasId;
  name: string;
  unit: string;
  hasTotals: boolean;
}

/** Sector shares of the total without LULUCF (%), one number per year, for the pie. */
export interface ProportionData {
  startYear: number;
  numYears: number;
  /** `start-end`, e.g. `1990-2018`. */
  years: string;
  sectors: Record<string, number[]>;
}

export type HeadlineKind = 'projection' | 'inventory' | 'target';

/** A published headline figure about projections or targets, with its source. */
export interface ProjectionHeadline {
  kind: HeadlineKind;
  year: number;
  /** WEM, WAM (…); null for inventory values and targets. */
  scenario: string | null;
  scope: string;
  value: number;
  unit: string;
  /** Base year of a % change; null when the value is absolute. */
  base: number | null;
  source: { title: string; url: string; published: string };
  quote: string;
}

/** A data file as read from disk: display path (repo-relative) and text. */
export interface DataFile {
  file: string;
  text: string;
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

/** Narrows an arbitrary value (a route parameter) to a period. */
export function isPeriodName(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}
