/**
 * Running text set as a careful editor sets it, in every language: no line break inside a number
 * ("10 241") or between a number and its unit or % ("74,6 %", "10 241 kt"), which get a no-break
 * space (U+00A0); the minus sign U+2212 for a hyphen-minus before a figure ("(-24 %" → "(−24 %").
 * Applied where text is assembled: message templates, markdown texts, the views' sentences and notes.
 * Table cells and downloads keep the hyphen-minus (a spreadsheet must read the number).
 */
import { localText, type Locale, type LocalText } from '@/lib/model/locale';

/** The no-break space that holds a number and its groups and unit together. */
export const NBSP = '\u00a0';

const UNITS = [
  '%',
  'kt',
  'Mt',
  'Gt',
  't',
  'kg',
  'g',
  'TJ',
  'PJ',
  'GJ',
  'GWh',
  'TWh',
  'MWh',
  'kWh',
  'ha',
  'kha',
  'km',
  'кт',
  'Мт',
  'т',
  'кг',
  'г',
  'ТДж',
  'ПДж',
  'ГВт·ч',
  'ТВт·ч',
  'МВт·ч',
  'кВт·ч',
  'га',
  'км',
  'тыс.',
  'млн',
  'млрд',
  'tuh',
  'mln',
  'mld',
  'EUR',
  'евро',
  'eurot',
  'USD',
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A unit or % (or the `{unit}` placeholder) after a figure or a `{placeholder}` of one, as a word of its own. */
const BEFORE_UNIT = new RegExp(`([\\d}]) (?=(?:${UNITS.map(escape).join('|')})(?![\\p{L}\\p{N}])|\\{unit\\})`, 'gu');
const IN_NUMBER = /(\d) (?=\d{3}(?!\d))/g;
const HYPHEN_MINUS = /(^|[\s(–])-(?=\d)/g;

/** `text` with no-break spaces inside numbers and before units and %, and minus signs before figures. */
export function keepTogether(text: string): string {
  return text.replace(IN_NUMBER, `$1${NBSP}`).replace(BEFORE_UNIT, `$1${NBSP}`).replace(HYPHEN_MINUS, '$1\u2212');
}

/** A data file's text in the page's language, typeset: what the compiler writes for pages. */
export const shownText = (text: LocalText, locale: Locale): string => keepTogether(localText(text, locale));
