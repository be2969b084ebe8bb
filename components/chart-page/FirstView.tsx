/**
 * The chart island's first view, rendered on the server: the default view (CO2 eq totals of the
 * newest submission; on the projections page the newest round's WEM projection with the newest
 * inventory's line beside it) as the island draws it, built by the same view module
 * (components/chart-page/first-view-data) in the same frame (ChartFrame), with its title, readout,
 * drawing, legend, sentence, basis, downloads, sharing and table, all still (the buttons disabled, the
 * all-data link live), and the filters as a still frame. It is what a reader without JavaScript gets,
 * and what every reader sees until the island (DeferredExplorer) takes over in the same layout.
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { viewOverlays } from '@/lib/charts/shown/view-overlays';
import type { ChartExplorerProps } from '@/components/chart-page/ChartExplorer';
import { ChartFrame } from '@/components/chart-page/ChartFrame';
import { loadFirstView } from '@/components/chart-page/first-view-data';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { ViewNote } from '@/components/shared/ViewNote';
import { ViewTable } from '@/components/view-table/ViewTable';
import { FoldedFilters } from '@/components/filters/FoldedFilters';
import { MeasureTabs } from '@/components/filters/MeasureTabs';
import { EventsToggle } from '@/components/overlays/EventsToggle';
import { OverlayLegend } from '@/components/overlays/OverlayLegend';
import { overlayWords } from '@/components/overlays/overlay-words';
import { TargetReadout } from '@/components/overlays/TargetReadout';
import { ChartPlaceholder } from '@/components/shared/ChartPlaceholder';
import { DownloadRow, downloadLabels, ShareRow, shareLabels } from '@/components/export/ActionRows';
import { allDataPath } from '@/lib/model/gas-file';
import { chartDataPath } from '@/lib/open-data/names';
import { withBasePath } from '@/lib/url-state/base-path';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { viewChartOptions } from '@/lib/views/choice';
import { offeredViews } from '@/lib/views/registry';
import styles from '@/components/chart-page/ChartPage.module.css';

/** The island's own props: the first view is the island's default view. */
export async function FirstView({ overlays, ...page }: ChartExplorerProps) {
  const { locale, rounds } = page;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const to = await getTranslations({ locale, namespace: 'ChartOverlays' });
  const te = await getTranslations({ locale, namespace: 'ExportButtons' });
  const tf = await getTranslations({ locale, namespace: 'FilterPanel' });
  const first = loadFirstView(page, t, tf(DEFAULT_FILTERS.measure));
  if (!first) return null;
  const { choice, module, files, built, title, basis } = first;
  const { filters: f, shown, round } = choice;
  const frame = (main: ReactNode) => (
    <ChartFrame
      still
      filters={
        <>
          {rounds?.length ? <MeasureTabs measure={f.measure} /> : null}
          <div className={styles.skeleton} />
          <FoldedFilters label={tf('show')} />
        </>
      }
      regionLabel={t('chartRegion')}
      title={title}
      view={module.id}
      views={offeredViews(page)}
    >
      {main}
    </ChartFrame>
  );
  if (!files || !built)
    return frame(
      <ChartPlaceholder>
        <noscript>{t('noScript')}</noscript>
      </ChartPlaceholder>,
    );
  const { view } = built;
  const shownOverlays = viewOverlays({
    locale,
    filters: f,
    drawn: module.marks,
    gas: files.gas,
    view,
    firstProjectionYear: round?.projectionsYear,
    overlays,
    ...(round?.base ? { projectionBase: round.base } : {}),
  });
  const words = overlayWords(shownOverlays, to, f.measure);
  return frame(
    <>
      {words.readout ? <TargetReadout text={words.readout} testId="first-view-readout" /> : null}
      <EmissionsChart
        view={view}
        options={{ ...viewChartOptions(choice, module, view.unit, t), overlays: shownOverlays.marks }}
        label={t('chartLabel', { title })}
        legendLabel={t('legend')}
        legendExtras={<OverlayLegend {...words.legend} />}
      />
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
      {shownOverlays.hasEvents ? <EventsToggle shown={f.events} label={words.toggleLabel} /> : null}
      {built.inventoryLine?.drawn ? (
        <EventsToggle
          shown={f.inventoryLine}
          label={t('showInventoryLine', { submission: shown.id })}
          testId="inventory-line-toggle"
        />
      ) : null}
      <p className={styles.summary} data-testid="first-view-summary">
        {built.summary}
      </p>
      <ViewNote lines={basis} testId="first-view-basis" />
      <DownloadRow
        labels={downloadLabels(te)}
        allDataHref={withBasePath(allDataPath(locale, shown.id))}
        dataHref={withBasePath(chartDataPath(locale, shown.id, round?.id))}
      />
      <ShareRow labels={shareLabels(t)} />
      <ViewTable
        table={built.table}
        whole={built.table}
        locale={locale}
        labels={{ caption: t('tableCaption', { title, unit: view.unit }), ...built.table.headings }}
      />
    </>,
  );
}
