/** An activity data file (SPEC §3): as validated, in both languages, and resolved for one locale. */
import type { LocalText } from '@/lib/model/locale';

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
