/** The search index of each language, built at build time: /data/{locale}/search-index.json (searchIndexHref). */
import { loadGasList, loadSubmissions, newestInventory } from '@/lib/compile/load/load';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { loadMessages } from '@/lib/i18n/messages';
import { localeParams } from '@/lib/i18n/route-params';
import { CATEGORY_NAMES, SECTOR_NAMES, SUB_CATEGORY_NAMES, type Names } from '@/lib/model/catalogue-names';
import { LOCALES, type Locale } from '@/lib/model/locale';
import { CONTENT_SECTION_IDS, SITE_SECTIONS, type TabbedSectionId } from '@/lib/model/tabbed-sections';
import { buildSearchIndex } from '@/lib/search/build-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

const inLocale = (names: ReadonlyMap<string, Names>, locale: Locale) =>
  new Map([...names].map(([id, n]) => [id, n[locale]]));

/** The submission with sub-categories, when it is not the newest (whose id the address leaves out). */
function subCatSubmission(locale: Locale) {
  const submissions = loadSubmissions(locale);
  const id = submissions.find((s) => s.levels.includes('subCat'))?.id;
  return id === undefined || id === submissions[0]?.id ? null : id;
}

function indexOf(locale: Locale) {
  const { Header, ContentPage } = loadMessages(locale);
  const nav = Header.nav;
  const titles = {
    inventory: nav.inventory,
    projections: nav.projections,
    compare: nav.compare,
    projects: nav.projects,
    'emission-factors': nav.emissionFactors,
    'economic-indicators-ghg': nav.economicIndicators,
  };
  const descriptions: Partial<Record<string, string>> = {
    projects: ContentPage.projectsDescription,
    'emission-factors': ContentPage.emissionFactorsDescription,
    'economic-indicators-ghg': ContentPage.economicIndicatorsDescription,
  };
  const tabbedIds: TabbedSectionId[] = ['inventory', 'projections', ...CONTENT_SECTION_IDS];
  return buildSearchIndex({
    locale,
    names: {
      sector: inLocale(SECTOR_NAMES, locale),
      cat: inLocale(CATEGORY_NAMES, locale),
      sub: inLocale(SUB_CATEGORY_NAMES, locale),
    },
    gases: loadGasList(locale, newestInventory(locale)),
    sections: SITE_SECTIONS.map((id) => ({ id, title: titles[id], description: descriptions[id] })),
    tabbed: tabbedIds.map((id) => ({ id, title: titles[id], section: loadTabbedSection(id, locale) })),
    subCatSubmission: subCatSubmission(locale),
  });
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await localeParams(params);
  return new Response(JSON.stringify(indexOf(locale)), { headers: { 'content-type': 'application/json' } });
}
