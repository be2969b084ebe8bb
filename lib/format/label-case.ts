import type { Locale } from '@/lib/model/locale';

/**
 * A label set after a colon or inside a sentence. Estonian and Russian write a common noun there in
 * lower case ("Sektorid: energeetika", "Секторы: энергетика"), as a heading's capital is only for
 * its start; English keeps its capitals. A label that starts with an abbreviation (LULUCF, HKS/JJM,
 * CO2, F-gaasid, ЗИЗЛХ) keeps it. Not for proper nouns (country names): the caller leaves them.
 */
export function inSentence(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  const first = label.split(/\s/)[0] ?? '';
  const abbreviation = /[\p{Lu}\d]/u.test(first.slice(1)) || /^\p{Lu}-/u.test(first);
  return abbreviation ? label : label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}
