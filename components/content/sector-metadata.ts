import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadTabbedSection } from '@/lib/compile/load-tabbed';
import { resolveTabbedPage } from '@/lib/compile/tabbed-route';
import type { Period } from '@/lib/model/types';
import { buildAlternates } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/model/locale';

/** Metadata of a sector route: item, sector and period in title and description, canonical address. */
export async function sectorMetadata(
  locale: Locale,
  period: Period,
  sectorName?: string,
  itemName?: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'SectorPage' });
  const content = await getTranslations({ locale, namespace: 'ContentPage' });
  const page = resolveTabbedPage(loadTabbedSection(period, locale), sectorName, itemName);
  if (!page) return {};
  const { tab, item } = page;
  // No openGraph object here: the share image beside the route (opengraph-image) stays in effect.
  return {
    title: `${item.title} · ${tab.title} · ${t(period)}`,
    description: content('sectorDescription', { sector: tab.title, item: item.title, period }),
    alternates: buildAlternates(locale, `/${[period, 'sector', sectorName, itemName].filter(Boolean).join('/')}/`),
  };
}
