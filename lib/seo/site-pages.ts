import { listDynamicPaths } from '@/lib/dynamic/resolve';
import { loadDynamicSection } from '@/lib/dynamic/load';
import { DYNAMIC_SECTIONS } from '@/lib/dynamic/sections';
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
  return [...STATIC_PAGE_PATHS, ...dynamic];
}
