/**
 * The chart island's first view, rendered on the server: the default view (CO2 eq totals of the
 * newest submission; on the projections page the newest round's WEM projection with the newest
 * inventory's line beside it) as the island draws it,
 * with its title, readout, drawing, legend, sentence, basis, downloads, sharing and table, all still
 * (the buttons disabled, the all-data link live), and the filters as a still frame. It is what a reader without JavaScript gets, and what every reader sees until the island
 * (DeferredExplorer) takes over in the same layout. Built by the same functions as the island's view.
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buildModeView } from '@/lib/charts/view-mode';
import { inventoryLine, withInventoryLine } from '@/lib/charts/projection';
import { viewOverlays } from '@/lib/charts/view-overlays';
import { summariseMode } from '@/lib/charts/summary';
import { viewToTable } from '@/lib/export/table';
import { loadGasData } from '@/lib/compile/load/load';
import type { ChartExplorerProps } from '@/components/chart-page/ChartExplorer';
import { DEFAULT_FILTERS, shownSubmission } from '@/lib/url-state/filters';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { ViewNote } from '@/components/shared/ViewNote';
import { ViewTable } from '@/components/chart-page/ViewTable';
import { basisLines, inventoryLineLabel } from '@/components/chart-page/basis-lines';
import { FoldedFilters } from '@/components/filters/FoldedFilters';
import { ViewSwitch } from '@/components/filters/ViewSwitch';
import { MeasureTabs } from '@/components/filters/MeasureTabs';
import { EventsToggle } from '@/components/overlays/EventsToggle';
import { OverlayLegend } from '@/components/overlays/OverlayLegend';
import { overlayWords } from '@/components/overlays/overlay-words';
import { TargetReadout } from '@/components/overlays/TargetReadout';
import { ChartPlaceholder } from '@/components/shared/ChartPlaceholder';
import { DownloadRow, downloadLabels, ShareRow, shareLabels } from '@/components/export/ActionRows';
import { allDataPath } from '@/lib/model/gas-file';
import { withBasePath } from '@/lib/url-state/base-path';
import styles from '@/components/chart-page/ChartPage.module.css';

/** The island's own props: the first view is the island's default view. */
export async function FirstView({ locale, submissions, gases, rounds, overlays, population }: ChartExplorerProps) {
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const to = await getTranslations({ locale, namespace: 'ChartOverlays' });
  const te = await getTranslations({ locale, namespace: 'ExportButtons' });
  const tf = await getTranslations({ locale, namespace: 'FilterPanel' });
  const f = DEFAULT_FILTERS;
  const shown = shownSubmission(f, { submissions });
  const inventory = shown && loadGasData(locale, { period: 'inventory', submission: shown.id }, f.gas);
  const round = rounds?.[0];
  const projection = round ? loadGasData(locale, { period: 'projections', measure: f.measure }, f.gas) : null;
  const gasName = (round ? round.gases[f.measure] : gases[shown?.id ?? ''])?.find((g) => g.id === f.gas)?.name;
  const title = t('levelTitle', { gas: gasName ?? f.gas, level: t(`level.${f.level}`) });
  const frame = (main: ReactNode) => (
    <div className={`${styles.layout} ${styles.firstView}`}>
      <aside className={styles.filters}>
        {rounds?.length ? <MeasureTabs measure={f.measure} /> : null}
        <div className={styles.skeleton} />
        <FoldedFilters label={tf('show')} />
      </aside>
      <section className={styles.main} aria-label={t('chartRegion')}>
        <h2 className={styles.chartTitle}>{title}</h2>
        <ViewSwitch
          view={f.view}
          revisions={submissions.length > 1}
          perCapita={population !== null}
          outturn={Boolean(rounds?.length)}
        />
        {main}
      </section>
    </div>
  );
  if (!shown || !inventory || (round && !projection))
    return frame(
      <ChartPlaceholder>
        <noscript>{t('noScript')}</noscript>
      </ChartPlaceholder>,
    );
  const gas = projection ?? inventory;
  const firstProjectionYear = round?.projectionsYear;
  const built = buildModeView(gas, f, [], { locale, restOf: (name) => t('restOf', { name }) }).view;
  const line = projection ? inventoryLine(built, inventory, inventoryLineLabel(t, shown)) : undefined;
  const view = withInventoryLine(built, line);
  const shownOverlays = viewOverlays({
    locale,
    filters: f,
    gas,
    view,
    firstProjectionYear,
    overlays,
    ...(round?.base ? { projectionBase: round.base } : {}),
  });
  const words = overlayWords(shownOverlays, to, f.measure);
  const headings = { series: t('tableSeries'), code: t('tableCode'), unit: t('tableUnit') };
  return frame(
    <>
      {words.readout ? <TargetReadout text={words.readout} testId="first-view-readout" /> : null}
      <EmissionsChart
        view={view}
        options={{
          locale,
          unit: view.unit,
          firstProjectionYear,
          groupLabels: { inventory: t('groupInventory'), projections: t('groupProjections') },
          overlays: shownOverlays.marks,
        }}
        label={t('chartLabel', { title })}
        legendLabel={t('legend')}
        legendExtras={<OverlayLegend {...words.legend} />}
      />
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
      {shownOverlays.hasEvents ? <EventsToggle shown={f.events} label={words.toggleLabel} /> : null}
      {line ? (
        <EventsToggle
          shown={f.inventoryLine}
          label={t('showInventoryLine', { submission: shown.id })}
          testId="inventory-line-toggle"
        />
      ) : null}
      <p className={styles.summary} data-testid="first-view-summary">
        {summariseMode(gas, 'absolute', view, locale)}
      </p>
      <ViewNote
        lines={basisLines(t, shown, round && { round, measure: tf(f.measure), line: Boolean(line), outturn: false })}
        testId="first-view-basis"
      />
      <DownloadRow labels={downloadLabels(te)} allDataHref={withBasePath(allDataPath(locale, shown.id))} />
      <ShareRow labels={shareLabels(t)} />
      <ViewTable
        table={viewToTable(view, headings)}
        locale={locale}
        labels={{
          caption: t('tableCaption', { title, unit: view.unit }),
          series: headings.series,
          code: headings.code,
        }}
      />
    </>,
  );
}
