/** The site's languages: the one definition of a locale, used by routing, compile and every component. */
export const LOCALES = ['en', 'et', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Narrows an arbitrary value (a route parameter, a header, a stored choice) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Text of a data file in the site's languages. English and Estonian are required; Russian is
 * optional, and a Russian page shows the English text where a file gives none.
 */
export interface LocalText {
  en: string;
  et: string;
  ru?: string;
}

/** The text of a data file in the page's language, English where that language is missing. */
export function localText(text: LocalText, locale: Locale): string {
  return text[locale] ?? text.en;
}
