import { getTranslations } from 'next-intl/server';
import { loadGasData, newestInventory } from '@/lib/compile/load/load';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { resolveTabbedPage } from '@/lib/compile/load/tabbed-route';
import type { Period } from '@/lib/model/dimensions';
import { renderShareImage } from '@/lib/seo/share-image';
import { span } from '@/lib/seo/share-images';
import { activitySeries, totalSeries } from '@/lib/seo/share-series';
import type { Locale } from '@/lib/model/locale';

/**
 * Share image of a sector tab or item: sector and item title and the item's first chart (or
 * the total when it has none).
 */
export async function sectorShareImage(locale: Locale, period: Period, tabName: string, itemName?: string) {
  const t = await getTranslations({ locale, namespace: 'ContentPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const page = resolveTabbedPage(loadTabbedSection(period, locale), tabName, itemName);
  if (!page) throw new Error(`No sector page ${period}/${tabName}/${itemName ?? ''}`);
  const { tab, item } = page;
  const activity = item.blocks.flatMap((b) => (b.kind === 'activity' ? [b.data] : []))[0];
  const own = activitySeries(activity);
  const gas = loadGasData(locale, newestInventory(locale), 'co2eq');
  const series = own ?? totalSeries(gas);
  const caption = own
    ? `${activity?.title ?? ''}${activity?.unit ? `, ${activity.unit}` : ''}, ${span(own)}`
    : series
      ? t('shareTotalCaption', { unit: gas?.unit ?? '', years: span(series) })
      : '';
  return renderShareImage({
    siteName: `${common('siteTitle')} · ${t(period === 'inventory' ? 'shareInventory' : 'shareProjections')}`,
    title: itemName ? `${tab.title}: ${item.title}` : tab.title,
    caption,
    values: series?.values ?? [],
    note: item.note === 'no_projections' ? t('shareNoProjections') : undefined,
  });
}
