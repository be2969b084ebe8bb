import { getTranslations } from 'next-intl/server';
import { loadGasData, newestInventory } from '@/lib/compile/load/load';
import type { Period } from '@/lib/model/dimensions';
import { renderShareImage } from '@/lib/seo/share-image';
import { totalSeries, type ShareSeries } from '@/lib/seo/share-series';
import type { Locale } from '@/lib/model/locale';

export const span = (s: ShareSeries) => `${s.years[0]}–${s.years[s.years.length - 1]}`;

/** Share image of the inventory or projections main page: the co2eq total without LULUCF. */
export async function periodShareImage(locale: Locale, period: Period) {
  const t = await getTranslations({ locale, namespace: 'ContentPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const inventory = loadGasData(locale, newestInventory(locale), 'co2eq');
  const projected =
    period === 'projections' ? loadGasData(locale, { period: 'projections', measure: 'wem' }, 'co2eq') : undefined;
  const gas = projected?.totals ? projected : inventory;
  const series = totalSeries(gas);
  return renderShareImage({
    siteName: common('siteTitle'),
    title: t(period === 'inventory' ? 'shareInventory' : 'shareProjections'),
    caption: series ? t('shareTotalCaption', { unit: gas?.unit ?? '', years: span(series) }) : '',
    values: series?.values ?? [],
    note: period === 'projections' && !projected?.totals ? t('shareNoProjections') : undefined,
  });
}
