/**
 * A gas's compiled data: the shapes the gas-file validator produces (names in both languages) and
 * the compile resolves for one locale, which pages and islands receive, and the gas selector's list.
 */
import type { GasId } from '@/lib/model/gas';
import type { LocalText } from '@/lib/model/locale';

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

/** Where the values of a gas file come from. */
export interface GasFileSource {
  gwp: string;
  source: LocalText;
  sourceUrl: string;
  /** One text for every language ("CC BY 4.0") or the licence's words in each. */
  licence: LocalText;
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
