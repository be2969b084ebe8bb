'use client';
/** What the chart body shows in the drawing's place, live: the island's and the embed's, from useChartView. */
import { useMemo, type ReactNode } from 'react';
import type { BodyShown } from '@/components/chart-page/ChartBody';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { OverlayLegend } from '@/components/overlays/OverlayLegend';
import { useOverlays } from '@/components/overlays/use-overlays';
import type { OverlayData } from '@/lib/charts/shown/view-overlays';
import { MissingLevelNote } from '@/components/chart-page/MissingLevelNote';
import type { ChartViewState } from '@/components/chart-page/use-chart-view';
import type { Period } from '@/lib/model/dimensions';
import type { Locale } from '@/lib/model/locale';

/**
 * `shown`: the level's note where the submission or round lacks it, the spinner until the files are
 * in, "no series" for an empty view, else `drawing`; `above`: the note over a round's partial level.
 */
export function liveBody(
  { controls, data, shown: s }: ChartViewState,
  page: { locale: Locale; period: Period; noSeries: string },
  drawing: ReactNode,
): { shown: BodyShown; above: ReactNode } {
  const note = { locale: page.locale, period: page.period, filters: s.filters, shown: s.submission };
  const onShow = (submission: string) =>
    controls.dispatch({ type: 'setSubmission', submission, submissions: controls.ctx.submissions ?? [] });
  const above =
    s.partialSubCats && s.round && !s.missingLevel ? (
      <MissingLevelNote {...note} onShow={onShow} round={s.round.id} partial={s.partialSubCats} />
    ) : null;
  const shown: BodyShown = s.missingLevel
    ? {
        kind: 'note',
        note: (
          <MissingLevelNote
            {...note}
            other={s.missingLevel.other}
            onShow={onShow}
            {...(s.round ? { round: s.round.id } : {})}
          />
        ),
      }
    : !s.view
      ? { kind: 'loading', failed: data.status.state === 'error', onRetry: data.retry }
      : s.empty
        ? { kind: 'empty', text: page.noSeries }
        : { kind: 'drawing', drawing };
  return { shown, above };
}

/**
 * The view's drawing with the marks of its targets and events (none without `overlays`), and the marks'
 * readout, toggle words and options. The same element while its inputs stay, so that React skips it.
 */
export function useLiveDrawing({ data, shown: s }: ChartViewState, locale: Locale, overlays: OverlayData | undefined) {
  const t = useIslandTranslations('ChartPage');
  const { view, title } = s;
  const marks = useOverlays({
    locale,
    filters: s.filters,
    drawn: s.module.marks,
    gas: data.ready?.gas,
    view,
    options: s.options,
    overlays,
    ...(s.round?.base ? { projectionBase: s.round.base } : {}),
  });
  const label = t('chartLabel', { title });
  const legendExtras = useMemo(() => <OverlayLegend {...marks.legend} />, [marks.legend]);
  const drawing = useMemo(
    () =>
      view ? (
        <EmissionsChart
          view={view}
          options={marks.options}
          label={label}
          legendLabel={t('legend')}
          legendExtras={legendExtras}
        />
      ) : null,
    [view, marks.options, label, t, legendExtras],
  );
  return { marks, drawing };
}
