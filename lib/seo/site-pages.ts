import { listDynamicPaths } from '@/lib/dynamic/resolve';
import { loadDynamicSection } from '@/lib/dynamic/load';
import { DYNAMIC_SECTIONS } from '@/lib/dynamic/sections';
import { activityParams, sectorParams } from '@/lib/data/sector-route';
import { PERIODS } from '@/lib/data/types';
import { defaultLocale } from '@/lib/i18n/routing';

/** Pages without route parameters besides the locale. */
export const STATIC_PAGE_PATHS = ['/inventory/', '/projections/', '/accessibility/'] as const;

/**
 * Every pre-rendered page path (without locale), from the same data the pages'
 * generateStaticParams use.
 */
export function listSitePaths(): string[] {
  const dynamic = Object.values(DYNAMIC_SECTIONS).flatMap((config) =>
    listDynamicPaths(config.prefix, loadDynamicSection(config.id, defaultLocale).tabs),
  );
  const sectors = PERIODS.flatMap((period) => [
    `/${period}/sector/`,
    ...sectorParams(period).map((p) => `/${period}/sector/${p.sectorName}/`),
    ...activityParams(period).map((p) => `/${period}/sector/${p.sectorName}/${p.activityName}/`),
  ]);
  return [...STATIC_PAGE_PATHS, ...sectors, ...dynamic];
}
