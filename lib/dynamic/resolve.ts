/** Route helpers shared by the dynamic content pages, their metadata and the sitemap. */

interface Named {
  id: string;
}
interface TabLike<I extends Named> extends Named {
  items: I[];
}

/**
 * Picks the tab and item a URL shows: the first tab when no sub-page is given,
 * the first item of the tab when no item is given. Unknown names give undefined
 * (they are never pre-rendered).
 */
export function resolveDynamicPage<T extends TabLike<Named>>(
  tabs: readonly T[],
  subPageName?: string,
  itemName?: string,
): { tab: T; item: T['items'][number] } | undefined {
  const tab = subPageName === undefined ? tabs[0] : tabs.find((t) => t.id === subPageName);
  if (!tab) return undefined;
  const item = itemName === undefined ? tab.items[0] : tab.items.find((i) => i.id === itemName);
  return item ? { tab, item } : undefined;
}

/** Params for `[subPageName]` routes: one per tab. */
export function listSubPageParams(tabs: readonly TabLike<Named>[]): { subPageName: string }[] {
  return tabs.map((tab) => ({ subPageName: tab.id }));
}

/** Params for `[subPageName]/[itemName]` routes: one per item of every tab. */
export function listItemParams(tabs: readonly TabLike<Named>[]): { subPageName: string; itemName: string }[] {
  return tabs.flatMap((tab) => tab.items.map((item) => ({ subPageName: tab.id, itemName: item.id })));
}

/** Every path (without locale) a section pre-renders: `/{prefix}/`, each tab and each item. */
export function listDynamicPaths(prefix: string, tabs: readonly TabLike<Named>[]): string[] {
  return [
    `/${prefix}/`,
    ...listSubPageParams(tabs).map((p) => `/${prefix}/${p.subPageName}/`),
    ...listItemParams(tabs).map((p) => `/${prefix}/${p.subPageName}/${p.itemName}/`),
  ];
}
