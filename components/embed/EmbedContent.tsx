/**
 * Server part of the embed pages: the title, the default view's summary and a link to the full
 * view as the content without JavaScript, then the chart-only island reading the same query
 * parameters as the chart pages.
 */
import { Suspense } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { summarise } from '@/lib/charts/summary';
import { DEFAULT_GAS } from '@/lib/model/gas';
import { loadGasData, loadTargets, newestInventory } from '@/lib/compile/load/load';
import { nationalTargets } from '@/lib/charts/overlays';
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
  const { submissions } = data;
  const gas = loadGasData(locale, newestInventory(locale), DEFAULT_GAS);
  const newest = submissions[0];
  const basis = newest
    ? t('basis', { vintage: newest.vintage, gwp: newest.gwp, source: newest.source, licence: newest.licence })
    : '';
  const heading = t(period === 'inventory' ? 'inventoryTitle' : 'projectionsTitle');
  const fallback = (
    <section className={styles.embed}>
      <h1 className={styles.embedTitle}>{heading}</h1>
      <ChartPlaceholder>
        <noscript>{t('noScript')}</noscript>
      </ChartPlaceholder>
      {gas ? <p className={styles.summary}>{summarise(gas, locale)}</p> : null}
      <p className={styles.muted}>{basis}</p>
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
