/** Loaders of the compiled tabbed sections and single pages (see lib/compile/compile-tabbed.ts). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir } from './load';
import type { ContentPageId, TabbedSectionId } from '../model/tabbed-sections';
import type { LocalisedActivity, TabbedItem, TabbedSection } from '../model/types';
import type { Locale } from '@/lib/model/locale';

const cache = new Map<string, unknown>();

function requireJson<T>(relative: string): T {
  const file = path.join(generatedDir(), relative);
  if (cache.has(file)) return cache.get(file) as T;
  if (!existsSync(file))
    throw new Error(`Compiled data ${relative} not found in ${generatedDir()}: run npm run compile-data`);
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

/** One item of a tabbed section for a locale, or undefined when the section has no such tab or item. */
export function loadTabbedItem(
  id: TabbedSectionId,
  locale: Locale,
  tabId: string,
  itemId: string,
): TabbedItem | undefined {
  return loadTabbedSection(id, locale)
    .tabs.find((t) => t.id === tabId)
    ?.items.find((i) => i.id === itemId);
}

/** The markdown and the activity data of an item's blocks (the first of each kind). */
export function itemParts(item: TabbedItem | undefined): { html?: string; activity?: LocalisedActivity } {
  const blocks = item?.blocks ?? [];
  const markdown = blocks.find((b) => b.kind === 'markdown');
  const activity = blocks.find((b) => b.kind === 'activity');
  return { html: markdown?.html, activity: activity?.data };
}
