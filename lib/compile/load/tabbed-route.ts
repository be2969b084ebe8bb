/** Which tab and item an address of a tabbed section shows, and the addresses to pre-render. */
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { sectionPath, type TabbedSectionId } from '@/lib/model/tabbed-sections';
import type { Period } from '@/lib/model/dimensions';

interface Named {
  id: string;
}
interface TabLike extends Named {
  items: readonly Named[];
}

/**
 * The tab and item an address shows: the first tab when no tab is named, the tab's first item
 * when no item is named; undefined for a name that does not exist (never pre-rendered).
 */
export function resolveTabbedPage<T extends TabLike>(
  section: { tabs: readonly T[] },
  tabName?: string,
  itemName?: string,
): { tab: T; item: T['items'][number] } | undefined {
  const tab = tabName === undefined ? section.tabs[0] : section.tabs.find((t) => t.id === tabName);
  if (!tab) return undefined;
  const item = itemName === undefined ? tab.items[0] : tab.items.find((i) => i.id === itemName);
  return item ? { tab, item } : undefined;
}

/** `{ tabName }` of every tab. */
export const listTabParams = (tabs: readonly TabLike[]) => tabs.map((tab) => ({ tabName: tab.id }));

/** `{ tabName, itemName }` of every item of every tab. */
export const listItemParams = (tabs: readonly TabLike[]) =>
  tabs.flatMap((tab) => tab.items.map((item) => ({ tabName: tab.id, itemName: item.id })));

/** Every path (without locale) a section pre-renders below its root: each tab and each item. */
export function listTabbedPaths(id: TabbedSectionId, tabs: readonly TabLike[]): string[] {
  const root = `/${sectionPath(id)}/`;
  return [
    root,
    ...listTabParams(tabs).map((p) => `${root}${p.tabName}/`),
    ...listItemParams(tabs).map((p) => `${root}${p.tabName}/${p.itemName}/`),
  ];
}

/** Sector and item ids of both periods, for the 404 pages' move from an unknown sector address. */
export function knownSectorPaths(): Record<Period, Record<string, string[]>> {
  const of = (period: Period) =>
    Object.fromEntries(loadTabbedSection(period, 'en').tabs.map((t) => [t.id, t.items.map((i) => i.id)]));
  return { inventory: of('inventory'), projections: of('projections') };
}

/** Unprefixed sub-paths (`sector`, `sector/{id}`, `sector/{id}/{item}`) of a period, for the language-detecting routes. */
export function sectorSubPaths(period: Period): string[][] {
  const { tabs } = loadTabbedSection(period, 'en');
  return [['sector'], ...tabs.flatMap((t) => [['sector', t.id], ...t.items.map((i) => ['sector', t.id, i.id])])];
}

/** `generateStaticParams` of a content section's tab routes (`[tabName]`). */
export const contentTabParams = (id: TabbedSectionId) => () => listTabParams(loadTabbedSection(id, 'en').tabs);

/** `generateStaticParams` of a content section's item routes (`[tabName]/[itemName]`). */
export const contentItemParams = (id: TabbedSectionId) => () => listItemParams(loadTabbedSection(id, 'en').tabs);
