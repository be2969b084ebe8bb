/**
 * Published headline figures about projections and targets: their shape, and the Estonian and
 * Russian wording of their terms (kind, scenario, scope, unit), keyed by their English text in the
 * headlines CSV and data/projections/headlines.yml. A figure with a term missing in either stops
 * the build (lib/compile/validate/validate-headlines.ts).
 */
import type { Locale } from '@/lib/model/locale';

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

const ET: Readonly<Record<string, string>> = {
  projection: 'prognoos',
  inventory: 'inventuur',
  target: 'eesmärk',
  WEM: 'WEM',
  'WAM (planned measures)': 'WAM (kavandatud meetmed)',
  'total GHG': 'KHG koguheide',
  'effort-sharing (ESR) sectors': 'jõupingutuste jagamise määruse (JJM) sektorid',
  'energy and large industry': 'energeetika ja suurtööstus',
  'energy sector': 'energeetikasektor',
  transport: 'transport',
  '% change': '% muutus',
  '% change (approximate)': '% muutus (ligikaudne)',
  "% change (approximate: 'four fifths')": '% muutus (ligikaudne: „neli viiendikku“)',
  "% change (approximate: 'nearly three quarters')": '% muutus (ligikaudne: „ligi kolmveerand“)',
  '% change (NECP 2019 aim)': '% muutus (REKK 2019 eesmärk)',
  'Mt CO2 eq': 'Mt CO2 ekv',
  'Mt CO2 eq (-24 % vs 2005)': 'Mt CO2 ekv (-24 % võrreldes 2005. aastaga)',
};

const RU: Readonly<Record<string, string>> = {
  projection: 'прогноз',
  inventory: 'кадастр',
  target: 'цель',
  WEM: 'WEM',
  'WAM (planned measures)': 'WAM (планируемые меры)',
  'total GHG': 'общие выбросы ПГ',
  'effort-sharing (ESR) sectors': 'секторы распределения усилий (ESR)',
  'energy and large industry': 'энергетика и крупная промышленность',
  'energy sector': 'сектор энергетики',
  transport: 'транспорт',
  '% change': 'изменение, %',
  '% change (approximate)': 'изменение, % (приблизительно)',
  "% change (approximate: 'four fifths')": 'изменение, % (приблизительно: «четыре пятых»)',
  "% change (approximate: 'nearly three quarters')": 'изменение, % (приблизительно: «почти три четверти»)',
  '% change (NECP 2019 aim)': 'изменение, % (цель НПЭК 2019 года)',
  'Mt CO2 eq': 'Мт CO2-экв.',
  'Mt CO2 eq (-24 % vs 2005)': 'Мт CO2-экв. (-24 % по сравнению с 2005 годом)',
};

const TERMS: Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>> = { et: ET, ru: RU };

/** The term in the given language; undefined when it has no wording in that language yet. */
export function headlineTerm(text: string, locale: Locale): string | undefined {
  return locale === 'en' ? text : TERMS[locale][text];
}

/** A publication date as the source gives it ("2022-11", "about 2022-11") in the given language. */
export function publishedText(text: string, locale: Locale): string {
  if (locale === 'et') return text.replace(/^about /, 'umbes ');
  if (locale === 'ru') return text.replace(/^about /, 'примерно ');
  return text;
}
