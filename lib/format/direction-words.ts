/**
 * Words that follow a figure's sign, so a sentence says "78 % less" or "fell by 37 %" instead of
 * printing a signed percentage, and stays right when a newer submission turns the sign.
 * Percentages are whole numbers; a change that rounds to 0 % is worded as no change.
 */
import { formatNumber } from '@/lib/format/number';
import { NBSP } from '@/lib/format/typeset';
import type { Locale } from '@/lib/model/locale';

/** A change's size as written ("19.5 %", whole unless `decimals`), whether it rounds to none, and its direction. */
function amount(percent: number, locale: Locale, decimals = 0) {
  const abs = decimals === 0 ? Math.round(Math.abs(percent)) : Math.abs(percent);
  return {
    pct: `${formatNumber(abs, locale, { decimals })}${NBSP}%`,
    same: Number(abs.toFixed(decimals)) === 0,
    up: percent > 0,
  };
}

/**
 * A value against the one of a base year: "78 % less than in 1990", "78 % vähem kui 1990. aastal",
 * "на 78 % меньше, чем в 1990 году"; `decimals` for a percentage published with them ("19.5 % less").
 */
export function comparedWith(percent: number, baseYear: number, locale: Locale, decimals = 0): string {
  const { pct, same, up } = amount(percent, locale, decimals);
  if (locale === 'et') {
    return same ? `sama palju kui ${baseYear}. aastal` : `${pct} ${up ? 'rohkem' : 'vähem'} kui ${baseYear}. aastal`;
  }
  if (locale === 'ru') {
    return same
      ? `примерно столько же, сколько в ${baseYear} году`
      : `на ${pct} ${up ? 'больше' : 'меньше'}, чем в ${baseYear} году`;
  }
  return same ? `about the same as in ${baseYear}` : `${pct} ${up ? 'more' : 'less'} than in ${baseYear}`;
}

/**
 * The change between two years as a verb phrase after its subject: "fell by 37 % between 1990
 * and 2024", "vähenes aastatel 1990–2024 37 %", "сократились на 37 % с 1990 по 2024 год". The
 * Russian verb is plural, as it follows "выбросы"; the Estonian and English ones fit any subject.
 */
export function changedBetween(percent: number, from: number, to: number, locale: Locale): string {
  const { pct, same, up } = amount(percent, locale);
  if (locale === 'et') {
    const years = `aastatel ${from}–${to}`;
    return same ? `püsis ${years} peaaegu samal tasemel` : `${up ? 'suurenes' : 'vähenes'} ${years} ${pct}`;
  }
  if (locale === 'ru') {
    const years = `с ${from} по ${to} год`;
    return same ? `почти не изменились ${years}` : `${up ? 'выросли' : 'сократились'} на ${pct} ${years}`;
  }
  const years = `between ${from} and ${to}`;
  return same ? `stayed about the same ${years}` : `${up ? 'rose' : 'fell'} by ${pct} ${years}`;
}

/** A net balance (removals negative) in words: "a net sink" or "a net source"; zero is neither. */
export function sinkOrSource(balance: number, locale: Locale): string | undefined {
  if (balance === 0 || !Number.isFinite(balance)) return undefined;
  const sink = balance < 0;
  if (locale === 'et') return sink ? 'netosiduja' : 'netoallikas';
  if (locale === 'ru') return sink ? 'чистый поглотитель' : 'чистый источник';
  return sink ? 'a net sink' : 'a net source';
}
