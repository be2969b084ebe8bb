'use client';
/**
 * The chart view of the URL's filters, shared by the chart page and the embed page: filter state
 * from the query string, the gas's data of the chosen submission loaded on demand, the view of the
 * chosen mode (absolute, change, share, or the revisions against another submission) with its
 * table, sentence, notes, title and Chart.js options.
 */
import { useMemo } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ChartView } from '@/lib/charts/datasets';
import type { OptionsInput } from '@/lib/charts/options';
import { buildRevisions } from '@/lib/charts/revisions';
import { describeLargestRevision, summariseMode } from '@/lib/charts/summary';
import { buildModeView } from '@/lib/charts/view-mode';
import { revisionsToTable, viewToTable, type ExportTable } from '@/lib/export/table';
import type { Locale } from '@/lib/model/locale';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { GasListEntry, Measure, Period } from '@/lib/model/types';
import { againstSubmission, shownSubmission, type ParseContext } from '@/lib/url-state/filters';
import { useGasData } from '@/components/chart-page/use-gas-data';
import { useUrlFilters } from '@/components/chart-page/use-url-filters';
import { useViewTitle } from '@/components/chart-page/use-view-title';
import { useViewNoteLines } from '@/components/chart-page/ViewNote';

export interface ChartData {
  locale: Locale;
  period: Period;
  /** Inventory submissions the page offers, newest first. */
  submissions: SubmissionInfo[];
  /** Gases of each submission. */
  gases: Record<string, GasListEntry[]>;
  /** Gases per scenario when projection series exist; null shows the inventory series only. */
  projectionGases: Record<Measure, GasListEntry[]> | null;
}

const CO2E_UNIT = /CO2/;

export function useChartView({ locale, period, submissions, gases, projectionGases }: ChartData) {
  const t = useIslandTranslations('ChartPage');
  const withProjections = projectionGases !== null;
  const ctx = useMemo<ParseContext>(
    () => ({
      period,
      submissions,
      gases: projectionGases ? [...projectionGases.wem, ...projectionGases.wam] : Object.values(gases).flat(),
      gasesFor: projectionGases ? (m) => projectionGases[m] : undefined,
    }),
    [period, submissions, gases, projectionGases],
  );
  const { state, dispatch, query } = useUrlFilters(ctx);
  const f = state.filters;
  const shown = shownSubmission(f, { submissions })!;
  const against = f.view === 'revisions' ? againstSubmission(f, { submissions }) : undefined;
  const gasList = useMemo(
    () => (projectionGases ? projectionGases[f.measure] : (gases[shown.id] ?? [])),
    [projectionGases, f.measure, gases, shown.id],
  );
  const gasName = gasList.find((g) => g.id === f.gas)?.name ?? f.gas;
  /** A level the submission has no data for (sub-categories in a CRT submission): a note, never an empty chart. */
  const missingLevel = !shown.levels.includes(f.level);
  const { status, retry } = useGasData(locale, f.gas, {
    inventory: { period: 'inventory', submission: shown.id },
    ...(projectionGases ? { projection: { period: 'projections', measure: f.measure } as const } : {}),
    ...(against ? { against: { period: 'inventory', submission: against.id } as const } : {}),
  });
  const ready = status.state === 'ready' && !missingLevel ? status : undefined;
  const tableHeadings = useMemo(() => ({ series: t('tableSeries'), code: t('tableCode'), unit: t('tableUnit') }), [t]);
  const built = useMemo(() => {
    if (!ready) return undefined;
    const opts = { locale, restOf: (name: string) => t('restOf', { name }) };
    if (f.view === 'revisions' && against && ready.against) {
      const r = buildRevisions(ready.gas, ready.against, f, state.excludedYears, opts);
      const table = revisionsToTable(r.rows, r.years, ready.gas.unit, tableHeadings, {
        shown: t('revisions.shown', { year: shown.id }),
        against: t('revisions.against', { year: against.id }),
        difference: t('revisions.difference'),
        percent: t('revisions.percent'),
      });
      const summary = describeLargestRevision(
        r.largest,
        ready.gas.unit,
        { shown: shown.id, against: against.id },
        locale,
      );
      return { view: r.view, table, summary, note: undefined, revisionYears: r.years };
    }
    if (f.view === 'revisions') return undefined;
    const { view, note } = buildModeView(ready.gas, f, state.excludedYears, opts);
    const summary = summariseMode(ready.gas, f.view, view, locale, state.excludedYears);
    return { view, table: viewToTable(view, tableHeadings), summary, note, revisionYears: undefined };
  }, [ready, f, state.excludedYears, locale, t, shown.id, against, tableHeadings]);
  const view: ChartView | undefined = built?.view;
  const table: ExportTable | undefined = built?.table;
  const modeLines = useViewNoteLines(built?.note);
  const noteLines = useMemo(() => {
    if (!against || !built?.revisionYears) return modeLines;
    const years = built.revisionYears;
    const lines = [
      t('viewNote.revisions', {
        shown: shown.id,
        against: against.id,
        from: String(years[0] ?? ''),
        to: String(years[years.length - 1] ?? ''),
      }),
    ];
    if (against.gwp !== shown.gwp)
      lines.push(
        t('viewNote.revisionsGwp', {
          shown: shown.id,
          against: against.id,
          shownGwp: shown.gwp,
          againstGwp: against.gwp,
        }),
      );
    return lines;
  }, [modeLines, against, built?.revisionYears, shown, t]);
  const levelTitle = useViewTitle(f, gasName, view?.years[0], built?.note);
  const title =
    f.view === 'revisions' && against
      ? t('view.titleRevisions', { title: levelTitle, shown: shown.id, against: against.id })
      : levelTitle;
  /** What the figures are: the submission, its GWP basis, source and licence (and a single gas's mass unit). */
  const basisLines = useMemo(() => {
    const lines = [
      t('basis', { vintage: shown.vintage, gwp: shown.gwp, source: shown.source, licence: shown.licence }),
    ];
    const unit = gasList.find((g) => g.id === f.gas)?.unit ?? '';
    if (unit && !CO2E_UNIT.test(unit)) lines.push(t('massNote', { gas: gasName, unit, gwp: shown.gwp }));
    return lines;
  }, [shown, gasList, f.gas, gasName, t]);
  const options = useMemo<OptionsInput>(
    () => ({
      locale,
      unit: view?.unit ?? '',
      firstProjectionYear: ready?.firstProjectionYear,
      groupLabels: { inventory: t('groupInventory'), projections: t('groupProjections') },
    }),
    [locale, view?.unit, ready?.firstProjectionYear, t],
  );
  const empty = view !== undefined && (view.series.length === 0 || view.years.length === 0);
  /** The newest submission that has the level the shown one lacks, for the note's link. */
  const levelElsewhere = missingLevel ? submissions.find((s) => s.levels.includes(f.level)) : undefined;
  return {
    state,
    dispatch,
    query,
    ctx,
    shown,
    against,
    gasList,
    status,
    retry,
    ready,
    view,
    table,
    summary: built?.summary ?? '',
    noteLines,
    basisLines,
    title,
    options,
    empty,
    withProjections,
    missingLevel: levelElsewhere ? { other: levelElsewhere } : missingLevel ? { other: undefined } : undefined,
  };
}
