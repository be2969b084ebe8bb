import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/model/locale';
/**
 * Language detection for the unprefixed routes (`/`, `/inventory/…`): static
 * export has no middleware, so a small client page picks the locale and
 * replaces the URL with the locale-prefixed one.
 *
 * Order (SPEC §9): query `lng`, cookie, localStorage, sessionStorage,
 * navigator languages, `<html lang>`; English when none is supported.
 * The remembered choice uses one key everywhere: cookie, localStorage and
 * sessionStorage all read `NEXT_LOCALE`.
 */

/** Cookie and storage key of the remembered language. */
const LOCALE_STORAGE_KEY = 'NEXT_LOCALE';
/** Query parameter that forces a language on an unprefixed route. */
export const LOCALE_QUERY_PARAM = 'lng';

/** Raw values read from the browser; each one may be missing. */
export interface LocaleSources {
  /** `location.search`, with or without the leading `?`. */
  search?: string;
  /** `document.cookie`. */
  cookie?: string;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** `navigator.languages` (or `[navigator.language]`). */
  navigatorLanguages?: readonly string[];
  /** `document.documentElement.lang`. */
  htmlLang?: string | null;
}

/** Maps a language tag to a supported locale: `et-EE` → `et`, `EN` → `en`, `ru-RU` → `ru`, `fi` → undefined. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** Value of one cookie in a `document.cookie` string. */
export function readCookie(cookie: string | undefined, name: string): string | undefined {
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The locale to use, trying each source in the SPEC §9 order; unsupported values are skipped. */
export function detectLocale(sources: LocaleSources): Locale {
  const candidates: Array<string | null | undefined> = [
    new URLSearchParams(sources.search ?? '').get(LOCALE_QUERY_PARAM),
    readCookie(sources.cookie, LOCALE_STORAGE_KEY),
    sources.localStorage,
    sources.sessionStorage,
    ...(sources.navigatorLanguages ?? []),
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function readStorage(get: () => Storage, key: string): string | null {
  try {
    return get().getItem(key);
  } catch {
    // Storage can throw when disabled (privacy settings, sandboxed frames).
    return null;
  }
}

/** Reads every detection source from a browser window. */
export function readLocaleSources(win: Window): LocaleSources {
  const nav = win.navigator;
  return {
    search: win.location.search,
    cookie: win.document.cookie,
    localStorage: readStorage(() => win.localStorage, LOCALE_STORAGE_KEY),
    sessionStorage: readStorage(() => win.sessionStorage, LOCALE_STORAGE_KEY),
    navigatorLanguages: nav.languages?.length ? nav.languages : [nav.language],
    htmlLang: win.document.documentElement.lang,
  };
}

/** The `document.cookie` assignment that remembers a locale for a year, scoped to the site's base path. */
export function localeCookie(locale: Locale, basePath = ''): string {
  return `${LOCALE_STORAGE_KEY}=${locale}; Path=${basePath || '/'}; Max-Age=31536000; SameSite=Lax`;
}

/** Remembers the chosen locale in localStorage and a cookie (best effort). */
export function rememberLocale(win: Window, locale: Locale, basePath = ''): void {
  try {
    win.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the cookie below still carries the choice.
  }
  win.document.cookie = localeCookie(locale, basePath);
}
