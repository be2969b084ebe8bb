import type { Locale } from '@/lib/model/locale';

/**
 * A unit as written in a data file ("kt CO2 eq", "kt", "t") in the page's language: Estonian
 * abbreviates CO2 equivalent as "CO2 ekv", as the inventory's Estonian reports do, and writes a few
 * units of the activity files in its own words (kha → tuh ha).
 */
export function localUnit(unit: string, locale: Locale): string {
  if (locale !== 'et') return unit;
  return (ESTONIAN_UNITS[unit] ?? unit).replace(/\bCO2 eq\b/g, 'CO2 ekv');
}

/** Units of the activity files written in words or abbreviations of their own in Estonian. */
const ESTONIAN_UNITS: Record<string, string> = {
  kha: 'tuh ha',
  'thousand head': 'tuhat looma',
  't/cow': 't lehma kohta',
  'kt CO2 eq per million US$ (2015 prices)': 'kt CO2 ekv miljoni USA dollari kohta (2015. aasta hindades)',
};
