/** Which sector tab and item a sector URL shows, and the URLs to pre-render. */
import { loadPeriodSectors, loadSectorItem, loadSectorNav, loadSectorNavOrSource } from './load-sectors';
import type { Locale, Period, SectorItemPage, SectorNav } from './types';

export interface SectorRoute {
  sectors: SectorNav[];
  sector: SectorNav;
  items: { id: string; title: string }[];
  item: { id: string; title: string };
  page: SectorItemPage;
}

/** The page for a URL: the first sector and the first item stand in for a missing or unknown name. */
export function resolveSectorRoute(locale: Locale, period: Period, sectorName?: string, itemName?: string): SectorRoute {
  const sectors = loadPeriodSectors(locale, period);
  const sector = sectors.find((s) => s.id === sectorName) ?? sectors[0];
  if (!sector) throw new Error(`No sector has items for ${period}`);
  const items = sector[period];
  const item = items.find((i) => i.id === itemName) ?? items[0];
  if (!item) throw new Error(`Sector ${sector.id} has no items for ${period}`);
  const page = loadSectorItem(locale, period, sector.id, item.id);
  if (!page) throw new Error(`Compiled page ${locale}/${period}/${sector.id}/${item.id} not found`);
  return { sectors, sector, items, item, page };
}

/** `{ sectorName }` of every sector with items for the period (ids are the same in every locale). */
export function sectorParams(period: Period): { sectorName: string }[] {
  return loadSectorNav('en')
    .filter((s) => s[period].length > 0)
    .map((s) => ({ sectorName: s.id }));
}

/** `{ sectorName, activityName }` of every item of the period. */
export function activityParams(period: Period): { sectorName: string; activityName: string }[] {
  return loadSectorNav('en').flatMap((s) => s[period].map((i) => ({ sectorName: s.id, activityName: i.id })));
}

/** Path of a sector page under a locale, with a trailing slash. */
export function sectorHref(locale: string, period: Period, sectorId?: string, itemId?: string): string {
  return `/${[locale, period, 'sector', sectorId, itemId].filter(Boolean).join('/')}/`;
}

/** Sector and item ids of both periods, for the 404 page's redirect of unknown sector addresses. */
export function knownSectorPaths(): { inventory: Record<string, string[]>; projections: Record<string, string[]> } {
  const nav = loadSectorNav('en');
  const of = (period: Period) => Object.fromEntries(nav.filter((s) => s[period].length).map((s) => [s.id, s[period].map((i) => i.id)]));
  return { inventory: of('inventory'), projections: of('projections') };
}

/** Unprefixed sub-paths (`sector`, `sector/{id}`, `sector/{id}/{item}`) of a period, for the language-detecting routes. */
export function sectorSubPaths(period: Period): string[][] {
  const nav = loadSectorNavOrSource().filter((s) => s[period].length > 0);
  return [['sector'], ...nav.flatMap((s) => [['sector', s.id], ...s[period].map((i) => ['sector', s.id, i.id])])];
}
