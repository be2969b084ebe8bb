/** Where an unknown sector URL should go (the static 404 page sends visitors there). */
import { isPeriodName, type Period } from '@/lib/model/dimensions';
import { LOCALES } from '@/lib/model/locale';

/** Sector and item ids per period, as the 404 page receives them. */
export type KnownSectorPaths = Record<Period, Record<string, string[]>>;

const SECTOR_PATH = new RegExp(`^/(${LOCALES.join('|')})/(inventory|projections)/sector(?:/([^/?#]*))?(?:/([^/?#]*))?`);

/**
 * The page that stands in for an unknown sector address: the sector's first item when only the
 * item is unknown, otherwise the period's first sector. Null when the path is not a sector path
 * or names a page that exists.
 * @example sectorFallbackPath('/en/inventory/sector/energy/nope/', '', known) → '/en/inventory/sector/energy/'
 */
export function sectorFallbackPath(pathname: string, basePath: string, known: KnownSectorPaths): string | null {
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const match = SECTOR_PATH.exec(path);
  const [, locale, period, sector = '', item = ''] = match ?? [];
  if (!isPeriodName(period)) return null;
  const items = known[period][decodeURIComponent(sector)];
  const root = `${basePath}/${locale}/${period}/sector/`;
  if (!items) return sector === '' ? null : root;
  if (item === '' || items.includes(decodeURIComponent(item))) return null;
  return `${root}${encodeURIComponent(sector)}/`;
}
