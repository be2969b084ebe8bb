/**
 * Addresses of the shared and embedded views: the full chart page and the chart-only
 * embed page of a period take the same query string (see filters.ts).
 */
import type { Period } from '@/lib/model/dimensions';
import type { Locale } from '@/lib/model/locale';

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The chart page of a period, e.g. /en/inventory/?level=sector (under the base path). */
export function chartPagePath(basePath: string, locale: Locale, period: Period, query: string): string {
  return withQuery(`${basePath}/${locale}/${period}/`, query);
}

/** The chart-only page for iframes, e.g. /en/embed/inventory/?view=share. */
export function embedPagePath(basePath: string, locale: Locale, period: Period, query: string): string {
  return withQuery(`${basePath}/${locale}/embed/${period}/`, query);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML a reader pastes into another site to show the embed page. */
export function embedCode(src: string, title: string): string {
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="720" style="border:0;max-width:960px" loading="lazy"></iframe>`;
}
