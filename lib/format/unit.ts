import type { Locale } from '@/lib/model/locale';

/**
 * A unit as written in a data file ("kt CO2 eq", "kt", "t") in the page's language: Estonian
 * abbreviates CO2 equivalent as "CO2 ekv", as the inventory's Estonian reports do.
 */
export function localUnit(unit: string, locale: Locale): string {
  return locale === 'et' ? unit.replace(/\bCO2 eq\b/g, 'CO2 ekv') : unit;
}
