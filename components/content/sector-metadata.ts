import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { resolveTabbedPage } from '@/lib/compile/load/tabbed-route';
import type { Period } from '@/lib/model/dimensions';
import { buildAlternates } from '@/lib/seo/metadata';
import { composeTitle } from '@/lib/seo/title';
import type { Locale } from '@/lib/model/locale';
import { inSentence } from '@/lib/format/label-case';

/** Metadata of a sector route: item, sector and period in title and description, canonical address. */
export async function sectorMetadata(
  locale: Locale,
  period: Period,
  tabName?: string,
  itemName?: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'SectorPage' });
  const content = await getTranslations({ locale, namespace: 'ContentPage' });
  const section = loadTabbedSection(period, locale);
  const page = resolveTabbedPage(section, tabName, itemName);
  if (!page) return {};
  const { tab, item } = page;
  // The item leads; its sector follows only when another sector has an item of the same name
  // (Overview, Methodology), in its short form where it has one; projections say so, the inventory
  // (the main period) does not.
  const shared = section.tabs.flatMap((s) => s.items).filter((i) => i.title === item.title).length > 1;
  const shortNames: Record<string, string | undefined> = (await getMessages({ locale })).SectorPage.titleShortNames;
  const title = composeTitle([
    item.title,
    shared && (shortNames[tab.id] ?? tab.title),
    period === 'projections' && t(period),
  ]);
  // No openGraph object here: the share image beside the route (opengraph-image) stays in effect.
  return {
    title,
    // "Energeetika, ülevaade: …", and the item alone where it is named as its sector ("Sissejuhatus: …").
    description: content('sectorDescription', {
      page: item.title === tab.title ? tab.title : `${tab.title}, ${inSentence(item.title, locale)}`,
      period,
    }),
    alternates: buildAlternates(locale, `/${[period, 'sector', tabName, itemName].filter(Boolean).join('/')}/`),
  };
}
