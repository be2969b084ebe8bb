import type { Locale } from '@/lib/model/locale';

/** An ordinal number for sentences: 1st, 2nd, 3rd, 11th, 22nd in English; "3." in Estonian; "3-е" (место) in Russian. */
export function formatOrdinal(n: number, locale: Locale): string {
  if (locale === 'et') return `${n}.`;
  if (locale === 'ru') return `${n}-е`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
