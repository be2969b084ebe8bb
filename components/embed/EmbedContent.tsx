/**
 * Server part of the embed pages: the title, the default view's summary and basis (built as the
 * chart page's first view builds them) and a link to the full view as the content without JavaScript, then the chart-only island reading the same query
 * parameters as the chart pages.
 */
import { Suspense } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { loadTargets } from '@/lib/compile/load/load';
import { loadFirstView } from '@/components/chart-page/first-view-data';
import { BasisLines } from '@/components/embed/BasisLines';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { nationalTargets } from '@/lib/charts/shown/overlays';
import { loadChartData } from '@/components/chart-page/projection-context';
import type { Period } from '@/lib/model/dimensions';
import { pickIslandMessages } from '@/lib/i18n/island-messages';
import { chartPagePath } from '@/lib/url-state/embed';
import { EmbedChart } from '@/components/embed/EmbedChart';
import { ChartPlaceholder } from '@/components/shared/ChartPlaceholder';
import styles from '@/components/embed/Embed.module.css';
import type { Locale } from '@/lib/model/locale';
import { BASE_PATH } from '@/lib/url-state/base-path';

export async function EmbedContent({ locale, period }: { locale: Locale; period: Period }) {
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const messages = await getMessages({ locale });
  const data = loadChartData(locale, period, nationalTargets(loadTargets(locale)));
  const tf = await getTranslations({ locale, namespace: 'FilterPanel' });
  const first = loadFirstView(data, t, tf(DEFAULT_FILTERS.measure));
  const heading = t(period === 'inventory' ? 'inventoryTitle' : 'projectionsTitle');
  const fallback = (
    <section className={styles.embed}>
      <h1 className={styles.embedTitle}>{heading}</h1>
      <ChartPlaceholder>
        <noscript>{t('noScript')}</noscript>
      </ChartPlaceholder>
      {first?.built ? <p className={styles.summary}>{first.built.summary}</p> : null}
      <BasisLines lines={first?.basis ?? []} />
      <p>
        <a href={chartPagePath(BASE_PATH, locale, period, '')} target="_blank" rel="noopener">
          {t('share.fullView')}
        </a>
      </p>
    </section>
  );
  return (
    <main className={styles.embedPage}>
      <IslandMessages messages={pickIslandMessages(messages)}>
        <Suspense fallback={fallback}>
          <EmbedChart {...data} heading={heading} />
        </Suspense>
      </IslandMessages>
    </main>
  );
}
