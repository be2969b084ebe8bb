/**
 * What every Eurostat file of import-eurostat states beside its figures: the extracts it reads,
 * the licence, the vintage and the dataset's address. Dates come from the extracts where they
 * carry them (Eurostat's `updated` stamp, the retrieval date).
 */
import { t, type Trilingual } from '@/lib/import/activity/context-file';

/** The extracts import-eurostat reads, relative to data/sources/. */
export const EUROSTAT_SOURCES = {
  extract: 'eurostat-2026-10-estonia/estonia_eurostat_gdp_gva_renewables_intensity.csv',
  cars: 'eurostat-2026-10-estonia/estonia_eurostat_road_eqs_carmot.csv',
  recycling: 'eurostat-2026-10-estonia/estonia_eurostat_cei_wm011.csv',
  livestock: 'eurostat-livestock-2023-estonia/estonia_eurostat_livestock_1987-2022.csv',
} as const;
export type EurostatExtracts = Record<keyof typeof EUROSTAT_SOURCES, string>;

/** The file name of an extract, as its errors and sources name it. */
export const fileOf = (key: keyof typeof EUROSTAT_SOURCES): string => EUROSTAT_SOURCES[key].split('/').pop()!;

export const EUROSTAT_LICENCE = t(
  'CC BY 4.0: Eurostat data, re-used with acknowledgement ("Source: Eurostat"); extract of the Mizien project, CC BY 4.0',
  'CC BY 4.0: Eurostati andmed, taaskasutatud viitega („Allikas: Eurostat“); väljavõte projektist Mizien, CC BY 4.0',
  'CC BY 4.0: данные Евростата, повторно используемые со ссылкой («Источник: Евростат»); выборка проекта Mizien, CC BY 4.0',
);
export const LIVESTOCK_LICENCE = t(
  'CC BY 4.0: Eurostat data, re-used with acknowledgement ("Source: Eurostat"); data reported by Statistics Estonia',
  'CC BY 4.0: Eurostati andmed, taaskasutatud viitega („Allikas: Eurostat“); andmed esitas Statistikaamet',
  'CC BY 4.0: данные Евростата, повторно используемые со ссылкой («Источник: Евростат»); данные представил Департамент статистики Эстонии',
);

/** The retrieval of the first extract, which carries no date of its own (its SOURCE.md gives it). */
const RETRIEVED_OCT_2026 = t(
  'Eurostat data retrieved on 5–6 October 2026',
  'Eurostati andmed, alla laaditud 5.–6. oktoobril 2026',
  'данные Евростата, загруженные 5–6 октября 2026 года',
);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An ISO date (or the date part of a timestamp) in each language: "30 Mar 2026", "30.03.2026". */
export function localDate(text: string, file: string): Trilingual {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const month = MONTHS[Number(m?.[2]) - 1];
  if (!m || !month) throw new Error(`${file}: "${text}" is not a date yyyy-mm-dd`);
  return t(`${Number(m[3])} ${month} ${m[1]}`, `${m[3]}.${m[2]}.${m[1]}`, `${m[3]}.${m[2]}.${m[1]}`);
}

/** The vintage of a dataset with Eurostat's update stamp and the retrieval date, and its years. */
export const updatedVintage = (updated: Trilingual, retrieved: Trilingual, from: number, to: number): Trilingual =>
  t(
    `Eurostat dataset as updated on ${updated.en}, retrieved on ${retrieved.en}; years ${from}–${to}`,
    `Eurostati andmestik seisuga ${updated.et}, alla laaditud ${retrieved.et}; aastad ${from}–${to}`,
    `набор данных Евростата по состоянию на ${updated.ru}, загружен ${retrieved.ru}; годы ${from}–${to}`,
  );

/** The vintage of a series of the first extract, with its years. */
export const extractVintage = (from: number, to: number): Trilingual =>
  t(
    `${RETRIEVED_OCT_2026.en}; years ${from}–${to}`,
    `${RETRIEVED_OCT_2026.et}; aastad ${from}–${to}`,
    `${RETRIEVED_OCT_2026.ru}; годы ${from}–${to}`,
  );

/** The address of a Eurostat dataset in its data browser. */
export const datasetUrl = (code: string): string =>
  `https://ec.europa.eu/eurostat/databrowser/view/${code}/default/table`;

/** Years as words: "2015 and 2019", "2015, 2019 and 2021". */
export function yearList(years: readonly number[], and: string): string {
  if (years.length <= 1) return years.join('');
  return `${years.slice(0, -1).join(', ')} ${and} ${years[years.length - 1]}`;
}
