/**
 * The search index of one language: every chart filter, sector page, content page and section a
 * reader can search for, built at build time and fetched by the search box when it opens.
 */
import type { Locale } from '@/lib/model/locale';

/** What a result opens: the chart with filters, a sector page, a content text, or a whole section. */
export type SearchKind = 'chart' | 'sector' | 'text' | 'section';

export interface SearchEntry {
  kind: SearchKind;
  /** Shown as the result's name. */
  title: string;
  /** Shown under the name: a category's code and sector, a page's section and tab. */
  context?: string;
  /** Root-based address under the locale, without the base path. */
  href: string;
  /** Normalised words of the name, codes and synonyms, space-separated. */
  words: string;
  /** Normalised words of the page's text, space-separated, each once. */
  text?: string;
}

export interface SearchIndex {
  locale: Locale;
  entries: SearchEntry[];
}

/** Root-based address of a language's index (the data route writes it at build time). */
export const searchIndexHref = (locale: Locale) => `/data/${locale}/search-index.json`;
