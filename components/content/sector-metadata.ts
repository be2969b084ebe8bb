import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveSectorRoute } from '@/lib/data/sector-route';
import type { Locale, Period } from '@/lib/data/types';
import { buildAlternates } from '@/lib/seo/metadata';

/** Title of a sector page: item, sector and period, e.g. "Road transport · Transport sector · Inventory". */
export async function sectorMetadata(locale: Locale, period: Period, sectorName?: string, itemName?: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'SectorPage' });
  const { sector, item } = resolveSectorRoute(locale, period, sectorName, itemName);
  const path = `/${[period, 'sector', sectorName, itemName].filter(Boolean).join('/')}/`;
  const content = await getTranslations({ locale, namespace: 'ContentPage' });
  return {
    title: `${item.title} · ${sector.title} · ${t(period)}`,
    description: content('sectorDescription', { sector: sector.title, item: item.title, period }),
    alternates: buildAlternates(locale, path),
  };
}
