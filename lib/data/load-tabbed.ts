/** Loaders of the compiled tabbed sections and single pages (see lib/data/compile-tabbed.ts). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir } from './load';
import type { ContentPageId, TabbedSectionId } from './tabbed-sections';
import type { Locale, TabbedSection } from './types';

const cache = new Map<string, unknown>();

function requireJson<T>(relative: string): T {
  const file = path.join(generatedDir(), relative);
  if (cache.has(file)) return cache.get(file) as T;
  if (!existsSync(file)) throw new Error(`Compiled data ${relative} not found in ${generatedDir()}: run npm run compile-data`);
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  cache.set(file, value);
  return value;
}

/** A section's tabs and items for a locale: the sector pages of a period or a content section. */
export function loadTabbedSection(id: TabbedSectionId, locale: Locale): TabbedSection {
  return requireJson<TabbedSection>(`${locale}/tabbed/${id}.json`);
}

/** A single markdown page (e.g. the accessibility statement) for a locale. */
export function loadContentPage(id: ContentPageId, locale: Locale): { file: string; html: string } {
  return requireJson<{ file: string; html: string }>(`${locale}/pages/${id}.json`);
}
