/**
 * Published headline figures about projections and targets: their shape, and the Estonian and
 * Russian wording of their terms (kind, scenario, scope, unit), keyed by their English text in the
 * headlines CSV and data/projections/headlines.yml, or by its parts outside and inside brackets. A figure with a term missing in either stops
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

/**
 * The language of the publications the headlines quote, by the host of their address: a page in
 * another language marks the title with it. ERR publishes its English service at news.err.ee.
 */
const SOURCE_LANGUAGES: Readonly<Record<string, Locale>> = {
  'jarvateataja.postimees.ee': 'et',
  'www.err.ee': 'et',
  'err.ee': 'et',
  'news.err.ee': 'en',
  'www.europarl.europa.eu': 'en',
};

/** The language a headline's source is published in, by its address; undefined for a host not listed above. */
export function sourceLanguage(url: string): Locale | undefined {
  const host = /^https?:\/\/([^/?#]+)/.exec(url)?.[1];
  return host === undefined ? undefined : SOURCE_LANGUAGES[host];
}

const ET: Readonly<Record<string, string>> = {
  projection: 'prognoos',
  inventory: 'inventuur',
  target: 'eesmärk',
  WEM: 'WEM',
  WAM: 'WAM',
  'planned measures': 'kavandatud meetmed',
  'total GHG': 'KHG koguheide',
  'effort-sharing (ESR) sectors': 'jõupingutuste jagamise määruse (JJM) sektorid',
  'energy and large industry': 'energeetika ja suurtööstus',
  'energy sector': 'energeetikasektor',
  transport: 'transport',
  '% change': '% muutus',
  approximate: 'ligikaudne',
  "approximate: 'four fifths'": 'ligikaudne: „neli viiendikku“',
  "approximate: 'nearly three quarters'": 'ligikaudne: „ligi kolmveerand“',
  'NECP 2019 aim': 'REKK 2019 eesmärk',
  'Mt CO2 eq': 'Mt CO2 ekv',
  'Mt CO2 eq (-24 % vs 2005)': 'Mt CO2 ekv (\u221224 % võrreldes 2005. aastaga)',
};

const RU: Readonly<Record<string, string>> = {
  projection: 'прогноз',
  inventory: 'кадастр',
  target: 'цель',
  WEM: 'WEM',
  WAM: 'WAM',
  'planned measures': 'с дополнительными мерами',
  'total GHG': 'общие выбросы ПГ',
  'effort-sharing (ESR) sectors': 'секторы распределения усилий (ESR)',
  'energy and large industry': 'энергетика и крупная промышленность',
  'energy sector': 'сектор энергетики',
  transport: 'транспорт',
  '% change': 'изменение, %',
  approximate: 'приблизительно',
  "approximate: 'four fifths'": 'приблизительно: «четыре пятых»',
  "approximate: 'nearly three quarters'": 'приблизительно: «почти три четверти»',
  'NECP 2019 aim': 'цель НПЭК 2019 года',
  'Mt CO2 eq': 'Мт CO2-экв.',
  'Mt CO2 eq (-24 % vs 2005)': 'Мт CO2-экв. (\u221224 % по сравнению с 2005 годом)',
};

const TERMS: Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>> = { et: ET, ru: RU };

/** A term and the explanation in its brackets: "WAM (planned measures)" → WAM and planned measures. */
export function termParts(text: string): { head: string; note?: string } {
  const m = /^(.*?) \((.+)\)$/.exec(text);
  return m ? { head: m[1]!, note: m[2]! } : { head: text };
}

/** A unit of this kind is a percentage change against the headline's base year (its note qualifies it). */
export const CHANGE_UNIT = '% change';

/**
 * The term in the given language, worded as a whole or from its parts ("WAM (planned measures)"
 * from WAM and planned measures); undefined when it has no wording in that language yet.
 */
export function headlineTerm(text: string, locale: Locale): string | undefined {
  if (locale === 'en') return text;
  const terms = TERMS[locale];
  if (terms[text] !== undefined) return terms[text];
  const { head, note } = termParts(text);
  const [headWords, noteWords] = [terms[head], note === undefined ? undefined : terms[note]];
  return headWords !== undefined && noteWords !== undefined ? `${headWords} (${noteWords})` : undefined;
}

/** Path under the generated folder of the published projection headlines. */
export const HEADLINES_PATH = 'projections/headlines.json';
