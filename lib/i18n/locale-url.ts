/**
 * Builds locale-prefixed URLs from the current location: used by the language
 * selector (same page in the other language) and by the unprefixed routes
 * (`/inventory/?lng=et&gas=co2` → `/et/inventory/?gas=co2`).
 */
import { LOCALE_QUERY_PARAM } from '@/lib/i18n/detect-locale';
import { isLocale, type Locale } from '@/lib/model/locale';

/** The section an empty path leads to: the inventory page is the home route. */
const HOME_SECTION = 'inventory';

/** The parts of `window.location` the URL is built from. */
interface LocationParts {
  /** Path as the browser shows it, including the base path. */
  pathname: string;
  search?: string;
  hash?: string;
}

/** Removes the base path (e.g. `/ghg`) from the start of a browser path. */
export function stripBasePath(pathname: string, basePath = ''): string {
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
}

/** The query string without the `lng` parameter, other parameters kept verbatim (`?a=1&lng=et` → `?a=1`). */
export function dropLocaleParam(search = ''): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (!part) return false;
      const key = part.split('=')[0] ?? '';
      try {
        return decodeURIComponent(key.replace(/\+/g, ' ')) !== LOCALE_QUERY_PARAM;
      } catch {
        return true;
      }
    });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Path segments after the base path and any locale prefix. */
function restSegments(pathname: string, basePath: string): string[] {
  const segments = stripBasePath(pathname, basePath).split('/').filter(Boolean);
  return isLocale(segments[0]) ? segments.slice(1) : segments;
}

/**
 * The same page in `locale`, keeping path, query (minus `lng`) and hash.
 * Works from a prefixed path (`/en/projects/` → `/et/projects/`) and from an
 * unprefixed one (`/projects/x/` → `/et/projects/x/`); `/` leads to the home route.
 * @example localizedHref({ pathname: '/en/inventory/', search: '?gas=co2' }, 'et') // '/et/inventory/?gas=co2'
 */
export function localizedHref(location: LocationParts, locale: Locale, basePath = ''): string {
  const rest = restSegments(location.pathname, basePath);
  const segments = rest.length ? rest : [HOME_SECTION];
  const path = `${basePath}/${locale}/${segments.join('/')}/`;
  return `${path}${dropLocaleParam(location.search)}${location.hash ?? ''}`;
}
