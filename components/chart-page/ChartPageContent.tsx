/**
 * Server part of the inventory and projections pages: heading, the chart island (which fetches its
 * data and messages with its code) after its first view (the default view, present without
 * JavaScript and until the island takes over), the lists of targets and events, and the period's
 * context blocks.
 */
import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { OverlayLists } from '@/components/overlays/OverlayLists';
import type { Period } from '@/lib/model/dimensions';
import { pickFirstViewMessages, pickIslandMessages } from '@/lib/i18n/island-messages';
import { loadChartPage } from '@/lib/page-data/chart-page';
import { DeferredExplorer } from '@/components/chart-page/DeferredExplorer';
import { FirstView } from '@/components/chart-page/FirstView';
import { LaterEstimates } from '@/components/context/LaterEstimates';
import { ProjectionHeadlines } from '@/components/context/ProjectionHeadlines';
import { NewestProjection } from '@/components/outlook/NewestProjection';
import { ProjectionTargets } from '@/components/outlook/ProjectionTargets';
import styles from '@/components/chart-page/ChartPage.module.css';
import type { Locale } from '@/lib/model/locale';

/** `children` (the sector section) follow the main chart. */
export async function ChartPageContent({
  locale,
  period,
  children,
}: {
  locale: Locale;
  period: Period;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const measure = await getTranslations({ locale, namespace: 'FilterPanel' });
  const messages = await getMessages({ locale });
  const { island, targets, events, headlines, first } = loadChartPage(locale, period, { t, measure });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(period === 'inventory' ? 'inventoryTitle' : 'projectionsTitle')}</h1>
      <p className={styles.intro}>{t(period === 'inventory' ? 'inventoryIntro' : 'projectionsIntro')}</p>
      {period === 'projections' ? <NewestProjection locale={locale} /> : null}
      <IslandMessages messages={pickFirstViewMessages(pickIslandMessages(messages))}>
        <DeferredExplorer
          locale={locale}
          period={period}
          first={first ? <FirstView first={first} page={island} overlays={island.overlays} /> : null}
        />
      </IslandMessages>
      <OverlayLists locale={locale} targets={targets} events={events} />
      {period === 'projections' ? <ProjectionTargets locale={locale} targets={targets} /> : null}
      {period === 'inventory' ? <LaterEstimates locale={locale} /> : null}
      {period === 'projections' ? (
        // Below the chart, the projections published since the round shown; the inventory figures and
        // targets of the list are on the chart and in the targets list already.
        <ProjectionHeadlines locale={locale} headlines={headlines} />
      ) : null}
      {children}
    </div>
  );
}
