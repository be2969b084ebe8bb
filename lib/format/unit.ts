import type { Locale } from '@/lib/model/locale';

/** Russian unit words of the data files' units (kilotonnes, tonnes, the CO2 equivalent, energy, areas, head). */
const RUSSIAN_UNITS: ReadonlyArray<[RegExp, string]> = [
  [/\bCO2 eq\b/g, 'CO2-экв.'],
  [/\bper million US\$ \((\d{4}) prices\)/g, 'на млн долл. США (в ценах $1 года)'],
  [/\bper million € \(chain-linked (\d{4})\)/g, 'на млн евро (в цепных ценах $1 года)'],
  [/\bper € \(chain-linked (\d{4})\)/g, 'на евро (в цепных ценах $1 года)'],
  [/^million € \(chain-linked (\d{4})\)$/g, 'млн евро (в цепных ценах $1 года)'],
  [/^number$/g, 'шт.'],
  [/\bper person\b/g, 'на душу населения'],
  [/\bthousand head\b/g, 'тыс. голов'],
  [/^persons$/g, 'человек'],
  [/\bkha\b/g, 'тыс. га'],
  [/\bTWh\b/g, 'ТВт·ч'],
  [/\bkWh\b/g, 'кВт·ч'],
  [/\/cow\b/g, ' на корову'],
  [/\bkt\b/g, 'кт'],
  [/\bMt\b/g, 'Мт'],
  [/\bt\b/g, 'т'],
  [/\bg\b/g, 'г'],
];

/**
 * A unit as written in a data file ("kt CO2 eq", "kt", "t") in the page's language: Estonian
 * abbreviates CO2 equivalent as "CO2 ekv", as the inventory's Estonian reports do, and writes a few
 * units of the activity files in its own words (kha → tuh ha); Russian writes "кт CO2-экв.", as the
 * Russian versions of the UNFCCC reporting tables do, and its own unit words (kha → тыс. га).
 */
export function localUnit(unit: string, locale: Locale): string {
  if (locale === 'et') return (ESTONIAN_UNITS[unit] ?? unit).replace(/\bCO2 eq\b/g, 'CO2 ekv');
  if (locale === 'ru') return RUSSIAN_UNITS.reduce((text, [word, russian]) => text.replace(word, russian), unit);
  return unit;
}

/** Units of the activity files written in words or abbreviations of their own in Estonian. */
const ESTONIAN_UNITS: Record<string, string> = {
  kha: 'tuh ha',
  'thousand head': 'tuhat looma',
  't/cow': 't lehma kohta',
  'kt CO2 eq per million US$ (2015 prices)': 'kt CO2 ekv miljoni USA dollari kohta (2015. aasta hindades)',
  number: 'arv',
  'million € (chain-linked 2020)': 'mln eurot (aheldatud väärtus, 2020)',
  'kt CO2 eq per million € (chain-linked 2020)': 'kt CO2 ekv miljoni euro kohta (aheldatud väärtus, 2020)',
  'g CO2 eq per € (chain-linked 2020)': 'g CO2 ekv euro kohta (aheldatud väärtus, 2020)',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A caption with its unit in brackets, "Emissions (kt CO2 eq)", unless the title already says the
 * unit as one of its parts ("…, index 1990 = 100" with the unit "1990 = 100"): then the title alone.
 */
export function titleWithUnit(title: string, unit: string | undefined): string {
  if (!unit) return title;
  const said = new RegExp(`(^|[\\s,(])${escapeRegExp(unit)}($|[\\s,)])`).test(title);
  return said ? title : `${title} (${unit})`;
}
