import type { Locale } from '@/lib/model/locale';
import { NBSP } from '@/lib/format/typeset';
/**
 * Number formats of the site (SPEC §9).
 * - Thousands separator: a no-break space (U+00A0), only for |value| >= 10 000 ("19 974", but "9999"),
 *   so a number never breaks across lines. SPEC examples win over Intl here (Intl uses a narrow
 *   no-break space for et and none below 10 000).
 * - Decimal separator: a point in English, a comma in Estonian and Russian (as Intl `et` and `ru`).
 *   Machine-readable exports (CSV, XLSX) always keep numbers as numbers / decimal point.
 * - Minus: ASCII hyphen-minus, so copied values paste as numbers; sentences ask for the minus sign
 *   U+2212 (`minus: 'sign'`), as typography wants in running text.
 */

interface FormatOptions {
  /** Digits after the decimal separator (default 1). */
  decimals?: number;
  /** `sign`: the minus sign U+2212 of running text instead of the hyphen-minus of tables and downloads. */
  minus?: 'hyphen' | 'sign';
}

/** The language tag a locale's numbers and dates use in Intl and Chart.js. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', et: 'et-EE', ru: 'ru-RU' };

/** The minus sign of running text (U+2212). */
const MINUS_SIGN = '\u2212';

const decimalSeparator = (locale: Locale): string => (locale === 'en' ? '.' : ',');

function group(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * What a page shows where the source gives no number (a notation key such as NO, NE or IE, or a
 * year the series does not cover): never 0. Downloads leave the cell empty.
 */
const NO_VALUE: Record<Locale, string> = { en: 'N/A', et: 'puudub', ru: 'нет данных' };
export const noValue = (locale: Locale = 'en'): string => NO_VALUE[locale];

/** Formats a number for display: fixed decimals, space thousands separator from 10 000. */
export function formatNumber(value: number, locale: Locale = 'en', opts: FormatOptions = {}): string {
  if (!Number.isFinite(value)) return noValue(locale);
  const decimals = opts.decimals ?? 1;
  let fixed = Math.abs(value).toFixed(decimals);
  const rounded = Number(fixed);
  const negative = value < 0 && rounded !== 0;
  const [intPart = '0', fraction] = fixed.split('.');
  fixed = (rounded >= 10000 ? group(intPart) : intPart) + (fraction ? decimalSeparator(locale) + fraction : '');
  return (negative ? (opts.minus === 'sign' ? MINUS_SIGN : '-') : '') + fixed;
}

/** Digits needed to show one significant digit of a value below 1 (0.0234 → 2). */
function significantDecimals(value: number): number {
  return Math.max(1, -Math.floor(Math.log10(Math.abs(value))));
}

/**
 * Tooltip value (SPEC §9). Lines: one decimal. Bars: empty for 0, one significant
 * digit when |value| < 1, otherwise one decimal.
 */
export function formatTooltipValue(value: number, kind: 'bar' | 'line', locale: Locale = 'en'): string {
  if (kind === 'bar') {
    if (value === 0) return '';
    if (Math.abs(value) < 1) return formatNumber(value, locale, { decimals: significantDecimals(value) });
  }
  return formatNumber(value, locale);
}

/** Table cell (SPEC §9): numbers with 3 decimals (or `decimals`), strings as they are, anything else N/A (Estonian: puudub). */
export function formatTableCell(value: unknown, locale: Locale = 'en', decimals = 3): string {
  // `-` is a data file's cell without a number in the source: shown as every such gap is.
  if (value === '-') return noValue(locale);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(value, locale, { decimals });
  return noValue(locale);
}

/**
 * The decimals a row of a file is written with, at most 3: a value rounded at the source (a share
 * written as 83.31, an index as 92.9, "three quarters" as -75) is printed with its own precision,
 * not as 83.310, 92.900 or -75.000.
 */
export function writtenDecimals(values: readonly unknown[]): number {
  const places = values
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    .map((v) => {
      const text = String(Math.abs(v));
      return text.includes('e') ? 3 : (text.split('.')[1] ?? '').length;
    });
  return Math.min(3, Math.max(0, ...places));
}

/** Whole percent for sentences, e.g. 50 → "50 %" (a no-break space before % in every language). */
export function formatPercent(value: number, locale: Locale = 'en'): string {
  return `${formatNumber(value, locale, { decimals: 0 })}${NBSP}%`;
}
