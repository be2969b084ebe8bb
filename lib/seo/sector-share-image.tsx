import { getTranslations } from 'next-intl/server';
import { loadGasData } from '@/lib/data/load';
import { resolveSectorRoute } from '@/lib/data/sector-route';
import type { Locale, Period } from '@/lib/data/types';
import { renderShareImage } from './share-image';
import { span } from './share-images';
import { activitySeries, totalSeries } from './share-series';

/** Share image of a sector tab: sector title and the default item's chart (or the total when it has none). */
export async function sectorShareImage(locale: Locale, period: Period, sectorName: string) {
  const t = await getTranslations({ locale, namespace: 'ContentPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const { sector, page } = resolveSectorRoute(locale, period, sectorName);
  const own = activitySeries(page.activity);
  const gas = loadGasData(locale, 'inventory', 'co2eq');
  const series = own ?? totalSeries(gas);
  const caption = own
    ? `${page.activity?.title ?? ''}${page.activity?.unit ? `, ${page.activity.unit}` : ''}, ${span(own)}`
    : series
      ? t('shareTotalCaption', { unit: gas?.unit ?? '', years: span(series) })
      : '';
  return renderShareImage({
    siteName: `${common('siteTitle')} · ${t(period === 'inventory' ? 'shareInventory' : 'shareProjections')}`,
    title: sector.title,
    caption,
    values: series?.values ?? [],
    note: page.note === 'no_projections' ? t('shareNoProjections') : undefined,
  });
}
