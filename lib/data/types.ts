/**
 * Compiled data shapes: produced only by the validators in lib/data, consumed
 * by pages through lib/data/load.ts. Declared once, here.
 */
import type { GasId } from './catalogue';

export type { GasId } from './catalogue';
export type Locale = 'en' | 'et';
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
export interface SubCategory {
  id: string;
  data: number[];
}
export interface Category {
  id: string;
  data: number[];
  subCats: SubCategory[];
}
export interface Sector {
  id: string;
  data: number[];
  cats: Category[];
}
export interface Totals {
  withLulucf: number[];
  withoutLulucf: number[];
}
export interface Bunkers {
  total: number[];
  navigation: number[];
  aviation: number[];
}
/** Localised text of the two total lines. */
export interface LegendText {
  withLulucf: string;
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
  legend_text?: LegendText;
}

/** Text given in both site languages, as written in data files. */
export interface LocalisedText {
  en: string;
  et: string;
}
/** Dynamic content index (SPEC §3 "Indexes"): `index.json` of a content directory. */
export interface DynamicIndexItem {
  id: string;
  title: LocalisedText;
  /** Content files relative to the directory, shown in order (the index may give one file or a list). */
  files: string[];
  line?: number;
}
export interface DynamicIndexTab {
  id: string;
  title: LocalisedText;
  items: DynamicIndexItem[];
}
export interface DynamicIndex {
  tabs: DynamicIndexTab[];
}
