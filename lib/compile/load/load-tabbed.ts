/** Loaders of the compiled tabbed sections and single pages (see lib/compile/assemble/compile-tabbed.ts). */
import { requireJson } from '@/lib/compile/load/load';
import {
  contentPagePath,
  tabbedSectionPath,
  type ContentPageId,
  type TabbedSectionId,
  type MarkdownText,
  type TabbedItem,
  type TabbedSection,
} from '@/lib/model/tabbed-sections';
import type { LocalisedActivity } from '@/lib/model/activity';
import type { Locale } from '@/lib/model/locale';

/** A section's tabs and items for a locale: the sector pages of a period or a content section. */
export function loadTabbedSection(id: TabbedSectionId, locale: Locale): TabbedSection {
  return requireJson<TabbedSection>(tabbedSectionPath(locale, id));
}

/** A single markdown page (e.g. the accessibility statement) for a locale. */
export function loadContentPage(id: ContentPageId, locale: Locale): MarkdownText {
  return requireJson<MarkdownText>(contentPagePath(locale, id));
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

/** The markdown and the activity data of an item's blocks (the first of each kind; the activity file of id `activityId` when given). */
export function itemParts(
  item: TabbedItem | undefined,
  activityId?: string,
): { html?: string; activity?: LocalisedActivity } {
  const blocks = item?.blocks ?? [];
  const markdown = blocks.find((b) => b.kind === 'markdown');
  const activity = blocks.find(
    (b): b is Extract<typeof b, { kind: 'activity' }> =>
      b.kind === 'activity' && (activityId === undefined || b.data.id === activityId),
  );
  return { html: markdown?.html, activity: activity?.data };
}
