/**
 * Server part of the inventory and projections pages: heading, the default view
 * (co2eq totals table and summary, present without JavaScript) as the Suspense
 * fallback, and the chart island with only the messages it needs.
 */
import { Suspense, type ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { buildView } from '@/lib/charts/datasets';
import { summarise } from '@/lib/charts/summary';
import { DEFAULT_GAS } from '@/lib/model/gas';
import {
  loadChartGases,
  loadChartPopulation,
  loadEvents,
  loadGasData,
  loadProjectionHeadlines,
  loadTargets,
  newestInventory,
} from '@/lib/compile/load';
import { nationalTargets, numberedEvents, readoutArgs } from '@/lib/charts/overlays';
import { OverlayLists } from '@/components/overlays/OverlayLists';
import { TargetReadout } from '@/components/overlays/TargetReadout';
import type { Period } from '@/lib/model/types';
import { pickIslandMessages } from '@/lib/i18n/island-messages';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { ViewSwitch } from '@/components/filters/ViewSwitch';
import { ChartExplorer } from '@/components/chart-page/ChartExplorer';
import { LaterEstimates } from '@/components/context/LaterEstimates';
import { ProjectionHeadlines } from '@/components/context/ProjectionHeadlines';
import { ViewTable } from '@/components/chart-page/ViewTable';
import { ChartPlaceholder } from '@/components/shared/ChartPlaceholder';
import styles from '@/components/chart-page/ChartPage.module.css';
import type { Locale } from '@/lib/model/locale';
import { viewToTable } from '@/lib/export/table';

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
  const messages = await getMessages({ locale });
  const { submissions, gases, projectionGases } = loadChartGases(locale, period);
  const gas = loadGasData(locale, newestInventory(locale), DEFAULT_GAS);
  const view = gas
    ? buildView(gas, DEFAULT_FILTERS, [], { locale, restOf: (name) => t('restOf', { name }) })
    : undefined;
  const title = t('levelTitle', { gas: gas?.name ?? DEFAULT_GAS, level: t('level.total') });
  const to = await getTranslations({ locale, namespace: 'ChartOverlays' });
  const targets = loadTargets(locale);
  const events = loadEvents(locale);
  const overlays = { targets: nationalTargets(targets), events: numberedEvents(events) };
  // The default view's readout (co2eq, newest submission, national total without LULUCF), as the island shows it.
  const readout =
    gas?.totals &&
    readoutArgs({ years: gas.years.map((y) => y.year), values: gas.totals.withoutLulucf }, overlays.targets, locale);
  const fallback = (
    <div className={styles.layout}>
      <aside className={styles.filters}>
        <div className={styles.skeleton} />
      </aside>
      <section className={styles.main}>
        <h2 className={styles.chartTitle}>{title}</h2>
        <ViewSwitch view="absolute" revisions={submissions.length > 1} />
        {readout ? <TargetReadout text={to(readout.above ? 'readoutAbove' : 'readout', readout.values)} /> : null}
        <ChartPlaceholder>
          <noscript>{t('noScript')}</noscript>
        </ChartPlaceholder>
        {gas && view ? (
          <>
            <p className={styles.summary}>{summarise(gas, locale)}</p>
            <ViewTable
              table={viewToTable(view, { series: t('tableSeries'), code: t('tableCode'), unit: t('tableUnit') })}
              locale={locale}
              labels={{
                caption: t('tableCaption', { title, unit: view.unit }),
                series: t('tableSeries'),
                code: t('tableCode'),
              }}
            />
          </>
        ) : null}
      </section>
    </div>
  );
  const islandMessages = pickIslandMessages(messages);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(period === 'inventory' ? 'inventoryTitle' : 'projectionsTitle')}</h1>
      <p className={styles.intro}>{t(period === 'inventory' ? 'inventoryIntro' : 'projectionsIntro')}</p>
      {period === 'projections' && !projectionGases ? (
        <p className={styles.notice} data-testid="projections-notice">
          {t('projectionsNotIncluded')}
        </p>
      ) : null}
      <IslandMessages messages={islandMessages}>
        <Suspense fallback={fallback}>
          <ChartExplorer
            locale={locale}
            period={period}
            gases={gases}
            projectionGases={projectionGases}
            submissions={submissions}
            population={loadChartPopulation(locale)}
            overlays={overlays}
          />
        </Suspense>
      </IslandMessages>
      <OverlayLists locale={locale} targets={targets} events={events} />
      {period === 'inventory' ? <LaterEstimates locale={locale} /> : null}
      {period === 'projections' ? <ProjectionHeadlines locale={locale} headlines={loadProjectionHeadlines()} /> : null}
      {children}
    </div>
  );
}
