'use client';
/**
 * The chart island of the inventory and projections pages: the filters of the address, the chosen
 * gas's files loaded on demand, and the chart body (ChartBody) of one and the same view with its live
 * downloads, sharing and sliced tables.
 */
import { startTransition, useMemo, useState } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { DriverYears } from '@/components/filters/DriverYears';
import { ChartBody } from '@/components/chart-page/ChartBody';
import { ChartFrame } from '@/components/chart-page/ChartFrame';
import { ExplorerFilters } from '@/components/chart-page/ExplorerFilters';
import { liveBody, useLiveDrawing } from '@/components/chart-page/live-body';
import { LiveActions } from '@/components/chart-page/LiveActions';
import { useChartView, type ChartData } from '@/components/chart-page/use-chart-view';
import { useImageParts } from '@/components/export/use-image-parts';
import { SlicedTables } from '@/components/view-table/SlicedTables';
import type { OverlayData } from '@/lib/charts/shown/view-overlays';
import { allDataPath } from '@/lib/model/gas-file';
import { chartDataPath } from '@/lib/open-data/names';
import { withBasePath } from '@/lib/url-state/base-path';
import styles from '@/components/chart-page/ChartPage.module.css';

export type ChartExplorerProps = ChartData & { overlays?: OverlayData };

export default function ChartExplorer(props: ChartExplorerProps) {
  const { locale, period } = props;
  const t = useIslandTranslations('ChartPage');
  // Once the reader points at or focuses the filters, the categories a level switch needs are fetched ahead.
  const [engaged, setEngaged] = useState(false);
  // A transition, so that the pointer's or the focus's own frame is not held up by the render.
  const engage = () => engaged || startTransition(() => setEngaged(true));
  const chart = useChartView(props, { categoriesAhead: engaged });
  const { controls, data, shown: s } = chart;
  const { dispatch } = controls;
  const { view, table, title } = s;
  const image = useImageParts(
    data.ready?.gas,
    s.filters,
    view,
    title,
    s.withProjections,
    locale,
    s.noteLines,
    s.basisLines,
  );
  const { marks, drawing } = useLiveDrawing(chart, locale, props.overlays);
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
  const c = controls.chosen.filters;
  const rounds = props.rounds ?? [];
  const complete = Boolean(view && data.ready && table && tableLabels);
  return (
    <ChartFrame
      filters={<ExplorerFilters chart={chart} page={props} />}
      filterEvents={{ onFocus: engage, onPointerOver: engage }}
      regionLabel={t('chartRegion')}
      busy={data.status.state === 'loading' || controls.pending}
      pending={controls.pending}
      title={title}
      view={c.view}
      views={controls.views}
      onViewChange={(v) => dispatch({ type: 'setView', view: v })}
    >
      <ChartBody
        controls={
          controls.years && controls.yearSpan ? (
            <DriverYears
              first={controls.yearSpan.first}
              last={controls.yearSpan.last}
              {...controls.years}
              onChange={(y) =>
                dispatch({ type: 'setYears', ...y, submissions: controls.ctx.submissions ?? [], rounds })
              }
            />
          ) : null
        }
        readout={view ? marks.readout : undefined}
        {...liveBody(chart, { locale, period, noSeries: t('noSeries') }, drawing)}
        events={
          marks.hasEvents && view
            ? {
                shown: c.events,
                label: marks.toggleLabel,
                onChange: (events) => dispatch({ type: 'setEvents', events }),
              }
            : undefined
        }
        inventoryLine={
          s.inventoryLineOffered
            ? {
                shown: c.inventoryLine,
                label: t('showInventoryLine', { submission: s.submission.id }),
                onChange: (shown) => dispatch({ type: 'setInventoryLine', shown }),
              }
            : undefined
        }
        sentence={complete ? s.summary : undefined}
        notes={complete ? s.noteLines : undefined}
        basis={complete ? s.basisLines : []}
        actions={
          complete && view && table ? (
            <LiveActions
              exports={{
                view,
                chartOptions: marks.options,
                table,
                image,
                notes: [...s.noteLines, ...s.basisLines],
                allDataHref: withBasePath(allDataPath(locale, s.submission.id)),
                dataHref: withBasePath(chartDataPath(locale, s.submission.id, s.round?.id)),
                disabled: s.empty,
              }}
              locale={locale}
              period={period}
              query={controls.query}
              title={title}
            />
          ) : null
        }
        table={complete ? tables : null}
      />
    </ChartFrame>
  );
}
