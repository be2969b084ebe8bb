'use client';
/**
 * The chart island of the inventory and projections pages: filter state from the URL,
 * per-gas data loaded on demand, then chart, legend, table, summary and downloads of
 * one and the same view.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { summariseMode } from '@/lib/charts/summary';
import type { GasListEntry, Measure, Period } from '@/lib/model/types';
import { viewToTable } from '@/lib/export/table';
import { FilterPanel } from '@/components/filters/FilterPanel';
import { MeasureTabs } from '@/components/filters/MeasureTabs';
import { ViewSwitch } from '@/components/filters/ViewSwitch';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { ExportButtons } from '@/components/export/ExportButtons';
import { LoadingState } from '@/components/shared/LoadingState';
import { PrintDetails } from '@/components/chart-page/PrintDetails';
import { PrintTables } from '@/components/chart-page/PrintTables';
import { ShareView } from '@/components/export/ShareView';
import { ViewTable } from '@/components/chart-page/ViewTable';
import { useImageParts } from '@/components/export/use-image-parts';
import { useChartView } from '@/components/chart-page/use-chart-view';
import { ViewNote } from '@/components/chart-page/ViewNote';
import styles from '@/components/chart-page/ChartPage.module.css';
import type { Locale } from '@/lib/model/locale';

export interface ChartExplorerProps {
  locale: Locale;
  /** The page's period, for the addresses of the shared and embedded view. */
  period: Period;
  /** Gases of the inventory. */
  gases: GasListEntry[];
  /** Gases per scenario when projection series exist; null shows the inventory series only. */
  projectionGases: Record<Measure, GasListEntry[]> | null;
  allDataHref: string;
}

export function ChartExplorer({ locale, period, gases, projectionGases, allDataHref }: ChartExplorerProps) {
  const t = useIslandTranslations('ChartPage');
  const tp = useIslandTranslations('Print');
  const {
    state,
    dispatch,
    query,
    gasList,
    status,
    retry,
    ready,
    view,
    noteLines,
    title,
    options,
    empty,
    withProjections,
  } = useChartView(locale, gases, projectionGases);
  const f = state.filters;
  const table = view
    ? viewToTable(view, { series: t('tableSeries'), code: t('tableCode'), unit: t('tableUnit') })
    : undefined;
  const image = useImageParts(ready?.gas, f, view, title, withProjections, noteLines);
  const tableLabels = view
    ? { caption: t('tableCaption', { title, unit: view.unit }), series: t('tableSeries'), code: t('tableCode') }
    : undefined;
  return (
    <div className={styles.layout}>
      <aside className={styles.filters}>
        {projectionGases ? (
          <MeasureTabs
            measure={f.measure}
            onChange={(measure) => dispatch({ type: 'setMeasure', measure, gases: projectionGases[measure] })}
          />
        ) : null}
        <FilterPanel state={state} dispatch={dispatch} gases={gasList} data={ready?.gas} />
      </aside>
      <section className={styles.main} aria-label={t('chartRegion')} aria-busy={status.state === 'loading'}>
        <h2 className={styles.chartTitle}>{title}</h2>
        <ViewSwitch view={f.view} onChange={(v) => dispatch({ type: 'setView', view: v })} />
        {!view ? (
          <LoadingState failed={status.state === 'error'} onRetry={retry} />
        ) : empty ? (
          <p className={styles.empty}>{t('noSeries')}</p>
        ) : (
          <EmissionsChart view={view} options={options} label={t('chartLabel', { title })} legendLabel={t('legend')} />
        )}
        {view && ready ? (
          <>
            <p className={styles.summary} data-testid="summary">
              {summariseMode(ready.gas, f.view, view, locale, state.excludedYears)}
            </p>
            <ViewNote lines={noteLines} />
            <ExportButtons
              view={view}
              chartOptions={options}
              table={table!}
              image={image}
              notes={noteLines}
              allDataHref={allDataHref}
              disabled={empty}
            />
            <ShareView locale={locale} period={period} query={query} title={title} />
            <PrintDetails
              heading={tp('filters')}
              filterLines={image.filterLines}
              source={image.source}
              addressLabel={tp('addressLabel')}
              search={query}
            />
            <div className={styles.screenOnly}>
              <ViewTable view={view} locale={locale} labels={tableLabels!} />
            </div>
            <PrintTables view={view} locale={locale} labels={tableLabels!} />
          </>
        ) : null}
      </section>
    </div>
  );
}
