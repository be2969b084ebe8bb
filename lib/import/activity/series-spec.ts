/** What a generated activity file holds: its rows, its kind and its submission, and the helpers that write them. */
import { crfName } from '@/lib/model/catalogue-names';
import { t, type Trilingual } from '@/lib/import/activity/context-file';

/** One row of a generated activity file: a CRF series (by code, or by name for memo items). */
export interface SeriesRowSpec {
  code?: string;
  name?: string;
  /** Gas column of the CRF extract; all rows here use the aggregate in CO2 equivalent. */
  gas: string;
  label: Trilingual;
  /** Drawn as a line over the stacked bars (a total), not stacked itself. */
  line?: boolean;
}
/**
 * Which submission an activity file comes from: `newest` for files of sectors, categories, totals
 * and bunkers (every submission has them), `2020` for files of sub-categories, which only the 2020
 * CRF extract holds (the CRT compilation of the newer submissions stops at categories).
 */
type SeriesSubmission = 'newest' | 2020;
/** An activity file built from the inventory by `npm run import-activity`. */
export interface SeriesSpec {
  /** Path under data/sectors/, also the activity id's home. */
  file: string;
  id: string;
  title: Trilingual;
  type: 'barChart' | 'lineChart' | 'table';
  nameHeader: Trilingual;
  rows: SeriesRowSpec[];
  submission: SeriesSubmission;
}

/** The gas column of the CRF extract's aggregate in CO2 equivalent. */
export const CO2E = 'GHG_total_CO2e';
export const r = (code: string, en: string, et: string, ru: string, line = false): SeriesRowSpec => ({
  code,
  gas: CO2E,
  label: t(en, et, ru),
  ...(line ? { line } : {}),
});
/** A row named from the catalogue, e.g. "Cement production (2.A.1)". */
export const c = (code: string, line = false): SeriesRowSpec => {
  const name = crfName(code);
  return r(code, `${name.en} (${code})`, `${name.et} (${code})`, `${name.ru} (${code})`, line);
};
const CATEGORY = t('Category', 'Kategooria', 'Категория');
/** A stacked bar chart file of the newest submission; its rows are named in a "Category" column unless `nameHeader` says otherwise. */
export const bars = (
  file: string,
  id: string,
  title: Trilingual,
  rows: SeriesRowSpec[],
  nameHeader: Trilingual = CATEGORY,
): SeriesSpec => ({ file, id, title, type: 'barChart', nameHeader, rows, submission: 'newest' });
/** A stacked bar chart file of sub-categories, from the 2020 submission (the only one that has them). */
export const subBars = (...args: Parameters<typeof bars>): SeriesSpec => ({ ...bars(...args), submission: 2020 });
