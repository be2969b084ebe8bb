'use client';
/**
 * The chart island of the inventory and projections pages: filter state from the URL,
 * per-gas data loaded on demand, then chart, legend, table, summary and downloads of
 * one and the same view.
 */
import { startTransition, useMemo, useState } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { FilterPanel } from '@/components/filters/FilterPanel';
import { MeasureTabs } from '@/components/filters/MeasureTabs';
import { SubmissionSelect } from '@/components/filters/SubmissionSelect';
import { RoundSelect } from '@/components/filters/RoundSelect';
import { DriverYears } from '@/components/filters/DriverYears';
import { ChartFrame } from '@/components/chart-page/ChartFrame';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { ExportButtons } from '@/components/export/ExportButtons';
import { LoadingState } from '@/components/shared/LoadingState';
import { MissingLevelNote } from '@/components/chart-page/MissingLevelNote';
import { PrintDetails } from '@/components/chart-page/PrintDetails';
import { ShareView } from '@/components/export/ShareView';
import { SlicedTables } from '@/components/view-table/SlicedTables';
import { useImageParts } from '@/components/export/use-image-parts';
import { useChartView, type ChartData } from '@/components/chart-page/use-chart-view';
import { ViewNote } from '@/components/shared/ViewNote';
import styles from '@/components/chart-page/ChartPage.module.css';
import { allDataPath } from '@/lib/model/gas-file';
import { chartDataPath } from '@/lib/open-data/names';
import { withBasePath } from '@/lib/url-state/base-path';
import { EventsToggle } from '@/components/overlays/EventsToggle';
import { OverlayLegend } from '@/components/overlays/OverlayLegend';
import { useOverlays } from '@/components/overlays/use-overlays';
import type { OverlayData } from '@/lib/charts/shown/view-overlays';
import { TargetReadout } from '@/components/overlays/TargetReadout';

export type ChartExplorerProps = ChartData & { overlays?: OverlayData };

export default function ChartExplorer(props: ChartExplorerProps) {
  const { locale, period, submissions } = props;
  const t = useIslandTranslations('ChartPage');
  const tp = useIslandTranslations('Print');
  const tf = useIslandTranslations('FilterPanel');
  // Once the reader points at or focuses the filters, the categories a level switch needs are fetched ahead.
  const [engaged, setEngaged] = useState(false);
  // A transition, so that the pointer's or the focus's own frame is not held up by the render.
  const engage = () => engaged || startTransition(() => setEngaged(true));
  const chart = useChartView(props, { categoriesAhead: engaged });
  const { chosen, state, dispatch, query, ctx, shown, gasList, status, retry, ready, view, table, title } = chart;
  /** The reader's choice, which the controls show at once; `f` is the one the view below shows. */
  const c = chosen.filters;
  const f = state.filters;
  const image = useImageParts(
    ready?.gas,
    f,
    view,
    title,
    chart.withProjections,
    locale,
    chart.noteLines,
    chart.basisLines,
  );
  const marks = useOverlays({
    locale,
    filters: f,
    drawn: chart.module.marks,
    gas: ready?.gas,
    view,
    options: chart.options,
    overlays: props.overlays,
    ...(chart.round?.base ? { projectionBase: chart.round.base } : {}),
  });
  const caption = view ? t('tableCaption', { title, unit: view.unit }) : undefined;
  const tableLabels = useMemo(() => (caption && table ? { caption, ...table.headings } : undefined), [caption, table]);
  // The tables and the chart are the heaviest to render: the same elements while their inputs stay
  // (a control's first frame, with the view still the former one) so that React skips them.
  const tables = useMemo(
    () =>
      table && tableLabels ? (
        <SlicedTables table={table} locale={locale} labels={tableLabels} screenClassName={styles.screenOnly} />
      ) : null,
    [table, tableLabels, locale],
  );
  const chartLabel = t('chartLabel', { title });
  const legendExtras = useMemo(() => <OverlayLegend {...marks.legend} />, [marks.legend]);
  const drawing = useMemo(
    () =>
      view ? (
        <EmissionsChart
          view={view}
          options={marks.options}
          label={chartLabel}
          legendLabel={t('legend')}
          legendExtras={legendExtras}
        />
      ) : null,
    [view, marks.options, chartLabel, t, legendExtras],
  );
  const choices = ctx.submissions ?? [];
  const showSubmission = (submission: string) => dispatch({ type: 'setSubmission', submission, submissions: choices });
  // The controls follow the reader's choice at once (the view follows it in a deferred render).
  const { round } = chart.choice;
  const rounds = props.rounds ?? [];
  // A round without single gases says so under the gas choice instead of offering an empty chart.
  const gasNote =
    round && round.gases[c.measure].every((g) => g.id === 'co2eq')
      ? tf('gasProjectionNote', { round: round.id })
      : undefined;
  return (
    <ChartFrame
      filters={
        <>
          {round ? (
            <MeasureTabs
              measure={c.measure}
              onChange={(measure) => dispatch({ type: 'setMeasure', measure, gases: round.gases[measure] })}
            />
          ) : null}
          <FilterPanel
            state={chosen}
            dispatch={dispatch}
            gases={gasList}
            data={status.state === 'ready' ? status.gas : undefined}
            gasNote={gasNote}
            submissions={
              round ? (
                <RoundSelect
                  rounds={rounds}
                  shown={round.id}
                  onShow={(projection) => dispatch({ type: 'setRound', projection, rounds })}
                />
              ) : submissions.length > 1 ? (
                <SubmissionSelect
                  submissions={submissions}
                  shown={chart.choice.shown.id}
                  against={chart.choice.against?.id}
                  onShow={showSubmission}
                  onCompare={(id) => dispatch({ type: 'setAgainst', against: id, submissions: choices })}
                />
              ) : null
            }
          />
        </>
      }
      filterEvents={{ onFocus: engage, onPointerOver: engage }}
      regionLabel={t('chartRegion')}
      busy={status.state === 'loading' || chart.pending}
      pending={chart.pending}
      title={title}
      view={c.view}
      views={chart.views}
      onViewChange={(v) => dispatch({ type: 'setView', view: v })}
    >
      {chart.choice.years && chart.choice.yearSpan ? (
        <DriverYears
          first={chart.choice.yearSpan.first}
          last={chart.choice.yearSpan.last}
          {...chart.choice.years}
          onChange={(y) => dispatch({ type: 'setYears', ...y, submissions: choices, rounds })}
        />
      ) : null}
      {marks.readout && view ? <TargetReadout text={marks.readout} testId="target-readout" /> : null}
      {chart.partialSubCats && chart.round && !chart.missingLevel ? (
        <MissingLevelNote
          locale={locale}
          period={period}
          filters={f}
          shown={shown}
          onShow={showSubmission}
          round={chart.round.id}
          partial={chart.partialSubCats}
        />
      ) : null}
      {chart.missingLevel ? (
        <MissingLevelNote
          locale={locale}
          period={period}
          filters={f}
          shown={shown}
          other={chart.missingLevel.other}
          onShow={showSubmission}
          {...(chart.round ? { round: chart.round.id } : {})}
        />
      ) : !view ? (
        <LoadingState failed={status.state === 'error'} onRetry={retry} />
      ) : chart.empty ? (
        <p className={styles.empty}>{t('noSeries')}</p>
      ) : (
        drawing
      )}
      {marks.hasEvents && view ? (
        <EventsToggle
          shown={c.events}
          label={marks.toggleLabel}
          onChange={(events) => dispatch({ type: 'setEvents', events })}
        />
      ) : null}
      {chart.inventoryLineOffered ? (
        <EventsToggle
          shown={c.inventoryLine}
          label={t('showInventoryLine', { submission: shown.id })}
          onChange={(shown) => dispatch({ type: 'setInventoryLine', shown })}
          testId="inventory-line-toggle"
        />
      ) : null}
      {view && ready && table && tableLabels ? (
        <>
          {/* Said once a choice's view is drawn (its render is deferred; a newer choice drops it). */}
          <p className={styles.summary} data-testid="summary" aria-live="polite">
            {chart.summary}
          </p>
          <ViewNote lines={chart.noteLines} />
          <ViewNote lines={chart.basisLines} testId="basis-note" />
          <ExportButtons
            view={view}
            chartOptions={marks.options}
            table={table}
            image={image}
            notes={[...chart.noteLines, ...chart.basisLines]}
            allDataHref={withBasePath(allDataPath(locale, shown.id))}
            dataHref={withBasePath(chartDataPath(locale, shown.id, round?.id))}
            disabled={chart.empty}
          />
          <ShareView locale={locale} period={period} query={query} title={title} />
          <PrintDetails
            heading={tp('filters')}
            filterLines={image.filterLines}
            source={image.source}
            addressLabel={tp('addressLabel')}
            search={query}
          />
          {tables}
        </>
      ) : null}
    </ChartFrame>
  );
}
