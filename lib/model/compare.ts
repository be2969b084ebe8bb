/**
 * The compare page's areas (Estonia, five neighbours, the EU27) and IPCC sectors, with the
 * compiled shapes of data/compare/emissions.yml and data/compare/population.yml.
 */
import type { LocalText, Locale } from '@/lib/model/locale';

export const AREA_IDS = ['est', 'lva', 'ltu', 'fin', 'swe', 'pol', 'eu27'] as const;
export type AreaId = (typeof AREA_IDS)[number];
/** Always shown on the compare page. */
export const HOME_AREA: AreaId = 'est';

/** Area codes in the source files and the areas' names. */
export const AREAS: Readonly<
  Record<AreaId, { emissionsCode: string; populationCode: string; name: Record<Locale, string> }>
> = {
  est: { emissionsCode: 'EST', populationCode: 'EST', name: { en: 'Estonia', et: 'Eesti', ru: 'Эстония' } },
  lva: { emissionsCode: 'LVA', populationCode: 'LVA', name: { en: 'Latvia', et: 'Läti', ru: 'Латвия' } },
  ltu: { emissionsCode: 'LTU', populationCode: 'LTU', name: { en: 'Lithuania', et: 'Leedu', ru: 'Литва' } },
  fin: { emissionsCode: 'FIN', populationCode: 'FIN', name: { en: 'Finland', et: 'Soome', ru: 'Финляндия' } },
  swe: { emissionsCode: 'SWE', populationCode: 'SWE', name: { en: 'Sweden', et: 'Rootsi', ru: 'Швеция' } },
  pol: { emissionsCode: 'POL', populationCode: 'POL', name: { en: 'Poland', et: 'Poola', ru: 'Польша' } },
  eu27: { emissionsCode: 'EU27', populationCode: 'EUU', name: { en: 'EU27', et: 'EL27', ru: 'ЕС-27' } },
};

/** IPCC sector level 1 of the CRT tables; `other` counts in the total without LULUCF. */
export const COMPARE_SECTORS = ['energy', 'ippu', 'agriculture', 'lulucf', 'waste', 'other'] as const;
export type CompareSector = (typeof COMPARE_SECTORS)[number];

export const isAreaId = (v: unknown): v is AreaId =>
  typeof v === 'string' && (AREA_IDS as readonly string[]).includes(v);
export const isCompareSector = (v: unknown): v is CompareSector =>
  typeof v === 'string' && (COMPARE_SECTORS as readonly string[]).includes(v);

/** Text of a generated data file: English and Estonian, Russian where given (English stands in). */
export type Bilingual = LocalText;

/** Where a data file comes from, as every generated file states it. */
export interface SourceNote<T = Bilingual> {
  source: T;
  licence: T;
  vintage: T;
  basis: T;
  url: string;
}

/** A value per year of `years`; null where the source has none (e.g. the EU27 in 2024). */
export type YearValues = (number | null)[];

/** data/compare/emissions.yml, validated: kt CO2e (AR5) by area × sector × year. */
export interface CompareEmissionsFile {
  note: SourceNote;
  unit: string;
  years: number[];
  areas: Record<AreaId, Record<CompareSector, YearValues>>;
}
/** data/compare/population.yml, validated: persons by area × year. */
export interface ComparePopulationFile {
  note: SourceNote;
  years: number[];
  areas: Record<AreaId, YearValues>;
}

/** The compare page's compiled JSON for one locale (`{locale}/compare.json`). */
export interface CompareData {
  years: number[];
  areas: Array<{ id: AreaId; name: string }>;
  /** kt CO2e by area and sector, aligned with `years`. */
  emissions: Record<AreaId, Record<CompareSector, YearValues>>;
  /** Persons by area, aligned with `years`. */
  population: Record<AreaId, YearValues>;
  emissionsNote: SourceNote<string>;
  populationNote: SourceNote<string>;
}

/** The compiled file of the compare page. */
export const compareDataPath = (locale: Locale) => `${locale}/compare.json`;
