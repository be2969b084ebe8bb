/** The site's languages: the one definition of a locale, used by routing, compile and every component. */
export const LOCALES = ['en', 'et'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Narrows an arbitrary value (a route parameter, a header, a stored choice) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
