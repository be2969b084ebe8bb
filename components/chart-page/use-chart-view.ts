'use client';
/**
 * The chart view of the URL's filters, shared by the chart page and the embed page: filter state
 * from the query string, the gas's data of the chosen submission loaded on demand, and the view its
 * module (lib/views/registry) builds of it: chart, table, sentence, notes, title, basis and Chart.js options.
 */
import { useDeferredValue, useMemo } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ChartView } from '@/lib/charts/shown/datasets';
import type { ExportTable } from '@/lib/export/table';
import { shownRound, shownSubmission } from '@/lib/url-state/filters';
import { viewBasisLines } from '@/lib/views/basis';
import { parseContext, resolveChoice, viewChartOptions } from '@/lib/views/choice';
import { yearSpan } from '@/lib/views/drivers';
import { offeredViews, viewModule, viewNeedsCategories } from '@/lib/views/registry';
import type { ChartData, RoundChoice } from '@/lib/views/types';
import type { GasSource } from '@/lib/model/gas-file';
import type { Measure } from '@/lib/model/dimensions';
import { useGasData } from '@/components/chart-page/use-gas-data';
import { useUrlFilters } from '@/components/chart-page/use-url-filters';

export type { ChartData } from '@/lib/views/types';

const NO_LINES: string[] = [];

/** The files of a round's scenario: the newest round's keep their names without the round. */
const projectionSource = (round: string, measure: Measure, rounds: readonly RoundChoice[]): GasSource =>
  round === rounds[0]?.id ? { period: 'projections', measure } : { period: 'projections', round, measure };

/**
 * `categoriesAhead`: the reader is working the filters, so the gas's categories are fetched in the
 * background (see useGasData) before a category level is chosen.
 */
export function useChartView(
  { locale, period, submissions, gases, rounds, population, mix, points }: ChartData,
  { categoriesAhead = false } = {},
) {
  const t = useIslandTranslations('ChartPage');
  const tf = useIslandTranslations('FilterPanel');
  const withProjections = rounds !== null && rounds.length > 0;
  const page = useMemo<ChartData>(
    () => ({
      locale,
      period,
      submissions,
      gases,
      rounds,
      population,
      ...(mix ? { mix } : {}),
      ...(points ? { points } : {}),
    }),
    [locale, period, submissions, gases, rounds, population, mix, points],
  );
  const ctx = useMemo(() => parseContext(page), [page]);
  const { state: chosen, dispatch, query } = useUrlFilters(ctx);
  // The controls answer from the reader's choice at once (`chosen`); the view of it (its data,
  // chart, table, sentence and downloads) follows in a deferred render that React works in slices
  // between inputs, drops for a newer choice, and commits once its files have arrived, the former
  // view staying until then.
  const state = useDeferredValue(chosen);
  const f = state.filters;
  const { choice, module, gasList } = useMemo(
    () => resolveChoice(page, ctx, f, state.excludedYears)!,
    [page, ctx, f, state.excludedYears],
  );
  const { shown, round } = choice;
  const against = module.against?.(f, { submissions });
  /**
   * A level the submission or projection has no data for (sub-categories in a CRT submission or a
   * projection round): a note, never an empty chart.
   */
  const missingLevel = !(round ?? shown).levels.includes(f.level);
  const { status, retry } = useGasData(locale, f.gas, {
    inventory: { period: 'inventory', submission: shown.id },
    ...(round ? { projection: projectionSource(round.id, f.measure, rounds!) } : {}),
    ...(against ? { against: { period: 'inventory', submission: against.id } as const } : {}),
    categories: viewNeedsCategories({ ...f, view: module.id }),
    categoriesAhead,
  });
  const ready = status.state === 'ready' && !missingLevel ? status : undefined;
  const built = useMemo(() => (ready ? module.build(choice, ready, t) : undefined), [ready, module, choice, t]);
  const view: ChartView | undefined = built?.view;
  const table: ExportTable | undefined = built?.table;
  const noteLines = built?.notes ?? NO_LINES;
  const title = module.title(choice, t, built);
  /**
   * What the figures are: the submission (or projection round), its GWP basis, source and licence (and
   * a single gas's mass unit); on the projections page also the newest inventory's, when its line or the
   * outturn view shows it.
   */
  const basisLines = useMemo(
    () =>
      viewBasisLines(choice, module, built, t, {
        measure: tf(f.measure),
        gasUnit: gasList.find((g) => g.id === f.gas)?.unit ?? '',
      }),
    [choice, module, built, t, tf, f.measure, f.gas, gasList],
  );
  const options = useMemo(() => viewChartOptions(choice, module, view?.unit ?? '', t), [choice, module, view?.unit, t]);
  const empty = view !== undefined && (view.series.length === 0 || view.years.length === 0);
  /** The newest submission that has the level the shown one lacks, for the note's link. */
  const levelElsewhere = missingLevel && !round ? submissions.find((s) => s.levels.includes(f.level)) : undefined;
  const c = chosen.filters;
  return {
    /** The reader's choice, which the controls show at once, and what they need to change it. */
    controls: {
      chosen,
      dispatch,
      query,
      ctx,
      gasList,
      /** The views the page offers (the view switch). */
      views: offeredViews(page),
      /** The view below is behind the choice while its render is pending. */
      pending: chosen !== state,
      /** The choice's submission, the one it compares with, the drivers' years and the projection round. */
      shown: shownSubmission(c, { submissions })!,
      against: viewModule(c.view, page).against?.(c, { submissions }),
      years: viewModule(c.view, page).years?.(c, ctx),
      yearSpan: yearSpan(c, ctx),
      round: withProjections ? shownRound(c, { rounds: rounds ?? [] }) : undefined,
    },
    /** The files of the view shown: loading, failed or ready. */
    data: { status, retry, ready },
    /** The view shown (the choice `filters` of `state`) and all that is built of it. */
    shown: {
      filters: f,
      /** What the view's module says it is (its marks, for the overlays). */
      module,
      submission: shown,
      round,
      withProjections,
      view,
      table,
      title,
      summary: built?.summary ?? '',
      noteLines,
      basisLines,
      options,
      empty,
      /** Whether the view can draw the newest inventory's line (its toggle is offered). */
      inventoryLineOffered: Boolean(built?.inventoryLine?.offered),
      /** On the sub-category level of a projection round: the categories it splits into sub-categories. */
      partialSubCats:
        round && ready && f.level === 'subCat'
          ? ready.gas.sectors.flatMap((sec) => sec.cats.filter((x) => x.subCats.length > 0).map((x) => x.name ?? x.id))
          : undefined,
      missingLevel: levelElsewhere ? { other: levelElsewhere } : missingLevel ? { other: undefined } : undefined,
    },
  };
}

/** What useChartView gives the island and the embed. */
export type ChartViewState = ReturnType<typeof useChartView>;
