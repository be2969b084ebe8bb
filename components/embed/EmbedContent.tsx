/**
 * Server part of the embed pages: the default view's first view (built as the chart page's is: its
 * drawing, sentence, notes and basis, and a link to the full view), then the chart-only island reading
 * the same query parameters as the chart pages.
 */
import { getTranslations } from 'next-intl/server';
import { FirstBody } from '@/components/chart-page/FirstBody';
import { DeferredEmbed } from '@/components/embed/DeferredEmbed';
import { EmbedFrame } from '@/components/embed/EmbedFrame';
import { FullViewLink } from '@/components/embed/FullViewLink';
import { loadChartPage } from '@/lib/page-data/chart-page';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import type { Period } from '@/lib/model/dimensions';
import type { Locale } from '@/lib/model/locale';
import styles from '@/components/embed/Embed.module.css';

export async function EmbedContent({ locale, period }: { locale: Locale; period: Period }) {
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const measure = await getTranslations({ locale, namespace: 'FilterPanel' });
  const { island, first } = loadChartPage(locale, period, { t, measure });
  const heading = t(period === 'inventory' ? 'inventoryTitle' : 'projectionsTitle');
  const title = first
    ? island.rounds?.length
      ? `${first.title} · ${measure(DEFAULT_FILTERS.measure)}`
      : first.title
    : heading;
  return (
    <main className={styles.embedPage}>
      <DeferredEmbed
        locale={locale}
        period={period}
        heading={heading}
        first={
          first ? (
            <EmbedFrame heading={heading} title={title}>
              <FirstBody
                first={first}
                locale={locale}
                overlays={undefined}
                actions={<FullViewLink locale={locale} period={period} query="" label={t('share.fullView')} />}
              />
            </EmbedFrame>
          ) : null
        }
      />
    </main>
  );
}
