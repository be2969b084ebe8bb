import type { Locale } from '@/lib/model/locale';
/**
 * Estonian wording of the terms used by the published headline figures (kind, scenario, scope,
 * unit), keyed by their English text in the headlines CSV and data/projections/headlines.yml.
 * A figure with a term missing here stops the build (lib/compile/validate-headlines.ts).
 */

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

/** The term in the given language; undefined when it has no Estonian wording yet. */
export function headlineTerm(text: string, locale: Locale): string | undefined {
  return locale === 'en' ? text : ET[text];
}

/** A publication date as the source gives it ("2022-11", "about 2022-11") in the given language. */
export function publishedText(text: string, locale: Locale): string {
  return locale === 'et' ? text.replace(/^about /, 'umbes ') : text;
}
