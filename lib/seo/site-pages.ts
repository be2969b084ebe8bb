import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { listTabbedPaths } from '@/lib/compile/load/tabbed-route';
import { CONTENT_SECTION_IDS } from '@/lib/model/tabbed-sections';
import { PERIODS } from '@/lib/model/dimensions';
import { DEFAULT_LOCALE } from '@/lib/model/locale';

/** Pages without route parameters besides the locale. */
const STATIC_PAGE_PATHS = ['/inventory/', '/projections/', '/compare/', '/accessibility/', '/data/'] as const;

/**
 * Every pre-rendered page path (without locale), from the same data the pages'
 * generateStaticParams use.
 */
export function listSitePaths(): string[] {
  const sections = [...PERIODS, ...CONTENT_SECTION_IDS].flatMap((id) =>
    listTabbedPaths(id, loadTabbedSection(id, DEFAULT_LOCALE).tabs),
  );
  return [...STATIC_PAGE_PATHS, ...sections];
}
