import { getTranslations } from 'next-intl/server';
import { perPerson, sectorValues } from '@/lib/charts/compare/compare-view';
import { loadCompareData } from '@/lib/compile/load/load';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import { renderShareImage } from '@/lib/seo/share-image';

/** Share image of the compare page: emissions per person without LULUCF in Estonia's latest year, one bar per area with data. */
export async function compareShareImage(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Compare' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const data = loadCompareData(locale);
  const last = data.years.length - 1;
  const rows = data.areas.flatMap((a) => {
    const v = perPerson(sectorValues(data, a.id, 'all'), data.population[a.id])[last];
    return v === null || v === undefined ? [] : [{ name: a.name, value: v }];
  });
  return renderShareImage({
    siteName: common('siteTitle'),
    title: t('shareTitle'),
    caption: t('shareCaption', {
      year: data.years[last] ?? '',
      areas: rows.map((r) => `${r.name} ${formatNumber(r.value, locale, { decimals: 1 })}`).join(', '),
    }),
    values: rows.map((r) => r.value),
  });
}
