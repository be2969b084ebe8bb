'use client';
/**
 * The chart view of the URL's filters, shared by the chart page and the embed page: filter state
 * from the query string, the gas's data of the chosen submission loaded on demand, the view of the
 * chosen mode (absolute, change, share, the revisions against another submission, per person, or
 * what drove the change between two years) with its table, sentence, notes, title and Chart.js options.
 */
import { useDeferredValue, useMemo } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { buildView, needsCategories, type ChartView } from '@/lib/charts/datasets';
import { yearRanges } from '@/lib/charts/describe';
import { buildDrivers, driversToView } from '@/lib/charts/drivers';
import {
  basisEffect,
  buildOutturn,
  describeBasisEffect,
  describeLargestMiss,
  gwpSet,
  type InventoryMix,
} from '@/lib/charts/outturn';
import { inventoryLine, withInventoryLine } from '@/lib/charts/projection';
import type { OptionsInput } from '@/lib/charts/options';
import { buildPerCapita } from '@/lib/charts/per-capita';
import { buildRevisions } from '@/lib/charts/revisions';
import { describeLargestDriver, describeLargestRevision, describePerCapita, summariseMode } from '@/lib/charts/summary';
import { buildModeView } from '@/lib/charts/view-mode';
import { driversToTable, revisionsToTable, viewToTable, type ExportTable } from '@/lib/export/table';
import type { GasSource } from '@/lib/model/gas-file';
import type { ProjectionBase } from '@/lib/charts/view-overlays';
import type { ChartPopulation } from '@/lib/model/population';
import type { Locale } from '@/lib/model/locale';
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';

import type { SubmissionInfo } from '@/lib/model/submission';
import type { GasListEntry } from '@/lib/model/gas-data';
import type { Measure, Period } from '@/lib/model/dimensions';
import {
  againstSubmission,
  driverYears,
  shownRound,
  shownSubmission,
  yearSpan,
  type ParseContext,
} from '@/lib/url-state/filters';
import { useGasData } from '@/components/chart-page/use-gas-data';
import { useUrlFilters } from '@/components/chart-page/use-url-filters';
import { useViewTitle } from '@/components/chart-page/use-view-title';
import { useViewNoteLines } from '@/components/chart-page/use-view-note-lines';
import { basisLines as basisWords, inventoryLineLabel } from '@/components/chart-page/basis-lines';

/**
 * A projection round as the projections page offers it: with its gases per scenario and the base
 * year's total on its GWP basis (for the targets), when an inventory submission on that basis has it.
 */
export type RoundChoice = ProjectionRoundInfo & { gases: Record<Measure, GasListEntry[]>; base?: ProjectionBase };

export interface ChartData {
  locale: Locale;
  period: Period;
  /** Inventory submissions the page offers, newest first. */
  submissions: SubmissionInfo[];
  /** Gases of each submission. */
  gases: Record<string, GasListEntry[]>;
  /**
   * The projection rounds of the projections page, newest first, each with its gases per scenario;
   * null on the inventory page (and on the projections page while none is published).
   */
  rounds: RoundChoice[] | null;
  /** The newest submission's gases whose weights differ between AR4 and AR5 (the outturn view's note on the bases). */
  mix?: InventoryMix;
  /** Estonia's population for the per-person view; null when the site has none (the view is then not offered). */
  population: ChartPopulation | null;
}

const CO2E_UNIT = /CO2/;

/** The files of a round's scenario: the newest round's keep their names without the round. */
const projectionSource = (round: string, measure: Measure, rounds: readonly RoundChoice[]): GasSource =>
  round === rounds[0]?.id ? { period: 'projections', measure } : { period: 'projections', round, measure };

/**
 * `categoriesAhead`: the reader is working the filters, so the gas's categories are fetched in the
 * background (see useGasData) before a category level is chosen.
 */
export function useChartView(
  { locale, period, submissions, gases, rounds, population, mix }: ChartData,
  { categoriesAhead = false } = {},
) {
  const t = useIslandTranslations('ChartPage');
  const tf = useIslandTranslations('FilterPanel');
  const withProjections = rounds !== null && rounds.length > 0;
  const ctx = useMemo<ParseContext>(
    () => ({
      period,
      submissions,
      rounds: rounds ?? undefined,
      // Every gas of any round and scenario; the one shown must be in the round's scenario (parseFilters).
      gases: rounds?.length ? rounds.flatMap((r) => [...r.gases.wem, ...r.gases.wam]) : Object.values(gases).flat(),
      gasesFor: rounds?.length ? (m) => rounds[0]!.gases[m] : undefined,
    }),
    [period, submissions, gases, rounds],
  );
  const { state: chosen, dispatch, query } = useUrlFilters(ctx);
  // The controls answer from the reader's choice at once (`chosen`); the view of it (its data,
  // chart, table, sentence and downloads) follows in a deferred render that React works in slices
  // between inputs, drops for a newer choice, and commits once its files have arrived, the former
  // view staying until then.
  const state = useDeferredValue(chosen);
  const f = state.filters;
  const shown = shownSubmission(f, { submissions })!;
  /** The projection round shown (projections page). */
  const round = withProjections ? shownRound(f, { rounds: rounds ?? [] }) : undefined;
  const firstProjectionYear = round?.projectionsYear;
  /** What the outturn view's words name: the round, the scenario and the inventory submission. */
  const outturnNames = useMemo(
    () => round && { round: round.id, measure: f.measure.toUpperCase(), submission: shown.id },
    [round, f.measure, shown.id],
  );
  const against = f.view === 'revisions' ? againstSubmission(f, { submissions }) : undefined;
  const years = f.view === 'drivers' ? driverYears(f, ctx) : undefined;
  const gasList = useMemo(
    () => (round ? round.gases[f.measure] : (gases[shown.id] ?? [])),
    [round, f.measure, gases, shown.id],
  );
  const gasName = gasList.find((g) => g.id === f.gas)?.name ?? f.gas;
  /**
   * A level the submission or projection has no data for (sub-categories in a CRT submission or a
   * projection round): a note, never an empty chart.
   */
  const missingLevel = !(round ?? shown).levels.includes(f.level);
  const { status, retry } = useGasData(locale, f.gas, {
    inventory: { period: 'inventory', submission: shown.id },
    ...(round ? { projection: projectionSource(round.id, f.measure, rounds!) } : {}),
    ...(against ? { against: { period: 'inventory', submission: against.id } as const } : {}),
    categories: needsCategories(f),
    categoriesAhead,
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
    if (f.view === 'outturn' && outturnNames && firstProjectionYear !== undefined && ready.latest) {
      const o = buildOutturn(ready.gas, ready.latest, f, firstProjectionYear, state.excludedYears, opts);
      const names = outturnNames;
      const table = revisionsToTable(o.rows, o.years, ready.gas.unit, tableHeadings, {
        shown: t('outturn.projected', names),
        against: t('outturn.reported', names),
        difference: t('outturn.difference'),
        percent: t('outturn.percent'),
      });
      const summary = describeLargestMiss(o, ready.gas.unit, names, locale);
      return { view: o.view, table, summary, note: undefined, outturnYears: o.years };
    }
    if (f.view === 'outturn') return undefined;
    if (f.view === 'per-capita' && population) {
      const absolute = buildView(ready.gas, f, state.excludedYears, opts);
      const perCapita = buildPerCapita(absolute, population, (unit) => t('perCapita.unit', { unit }));
      const { view } = perCapita;
      const summary = describePerCapita(view, locale);
      return { view, table: viewToTable(view, tableHeadings), summary, note: undefined, perCapita };
    }
    if (f.view === 'drivers' && years) {
      const unit = ready.gas.unit;
      const drivers = buildDrivers(ready.gas, f, years, {
        ...opts,
        energyWithoutTransport: t('drivers.energyWithoutTransport'),
      });
      const view = driversToView(drivers, unit, {
        total: (year) => t('drivers.total', { year: String(year) }),
        totals: t('drivers.totals'),
        increase: t('drivers.increase'),
        decrease: t('drivers.decrease'),
      });
      const columns = {
        from: String(years.from),
        to: String(years.to),
        change: t('drivers.change'),
        percent: t('drivers.percent'),
      };
      const table = driversToTable(drivers, unit, tableHeadings, columns, t('drivers.totalRow'));
      return { view, table, summary: describeLargestDriver(drivers, unit, locale), note: undefined, drivers };
    }
    const mode = f.view === 'absolute' || f.view === 'change' || f.view === 'share' ? f.view : 'absolute';
    const built = buildModeView(ready.gas, { ...f, view: mode }, state.excludedYears, opts);
    // The projections chart draws the newest inventory's total beside the projection, on its own basis.
    const offered =
      mode === 'absolute' && ready.latest
        ? inventoryLine(built.view, ready.latest, inventoryLineLabel(t, shown))
        : undefined;
    const line = f.inventoryLine ? offered : undefined;
    const view = withInventoryLine(built.view, line);
    const summary = summariseMode(ready.gas, mode, view, locale, state.excludedYears);
    const table = viewToTable(view, tableHeadings);
    return { view, table, summary, note: built.note, line, lineOffered: Boolean(offered), revisionYears: undefined };
  }, [
    ready,
    f,
    state.excludedYears,
    locale,
    t,
    shown,
    against,
    tableHeadings,
    population,
    years,
    outturnNames,
    firstProjectionYear,
  ]);
  const view: ChartView | undefined = built?.view;
  const table: ExportTable | undefined = built?.table;
  const modeLines = useViewNoteLines(built?.note);
  const noteLines = useMemo(() => {
    if (built?.perCapita) {
      const { view, leftOut } = built.perCapita;
      const lines = [t('viewNote.perCapita', { unit: view.unit })];
      if (leftOut.length > 0) lines.push(t('viewNote.perCapitaLeftOut', { years: yearRanges(leftOut) }));
      return lines;
    }
    if (built?.drivers) {
      const d = built.drivers;
      return [
        t('viewNote.drivers', { from: String(d.fromYear), to: String(d.toYear) }),
        t(d.nationalTotal ? 'viewNote.driversNational' : 'viewNote.driversParts'),
      ];
    }
    if (built?.outturnYears && round && outturnNames) {
      const years = built.outturnYears;
      const lines = [
        t('viewNote.outturn', {
          ...outturnNames,
          from: String(years[0] ?? ''),
          to: String(years[years.length - 1] ?? ''),
        }),
      ];
      const from = gwpSet(shown.gwp);
      const to = gwpSet(round.gwp);
      if (mix && from && to && from !== to)
        lines.push(
          describeBasisEffect(
            basisEffect(mix, from, to),
            years,
            { projection: round.gwp, inventory: shown.gwp, submission: shown.id },
            locale,
          ),
        );
      return lines;
    }
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
  }, [modeLines, against, built, shown, t, round, outturnNames, mix, locale]);
  // The drivers view names the level of its parts (sectors for the total, categories within a sector).
  const titleFilters = built?.drivers ? { ...f, level: built.drivers.level } : f;
  const levelTitle = useViewTitle(titleFilters, gasName, view?.years[0], built?.note);
  const title =
    f.view === 'revisions' && against
      ? t('view.titleRevisions', { title: levelTitle, shown: shown.id, against: against.id })
      : f.view === 'outturn' && outturnNames
        ? t('view.titleOutturn', outturnNames)
        : f.view === 'per-capita' && population
          ? t('view.titlePerCapita', { title: levelTitle })
          : f.view === 'drivers' && years
            ? t('view.titleDrivers', { title: levelTitle, from: String(years.from), to: String(years.to) })
            : levelTitle;
  /**
   * What the figures are: the submission (or projection round), its GWP basis, source and licence (and
   * a single gas's mass unit); on the projections page also the newest inventory's, when its line or the
   * outturn view shows it.
   */
  const basisLines = useMemo(() => {
    const lines = basisWords(
      t,
      shown,
      round && { round, measure: tf(f.measure), line: Boolean(built?.line), outturn: f.view === 'outturn' },
    );
    const unit = gasList.find((g) => g.id === f.gas)?.unit ?? '';
    // Per person, a single gas has a unit of its own (e.g. mg per person).
    const shownUnit = f.view === 'per-capita' && view ? view.unit : unit;
    if (unit && !CO2E_UNIT.test(unit)) lines.push(t('massNote', { gas: gasName, unit: shownUnit, gwp: shown.gwp }));
    if (f.view === 'per-capita' && population)
      lines.push(
        t('basisPopulation', { source: population.source, vintage: population.vintage, licence: population.licence }),
      );
    return lines;
  }, [shown, round, built, gasList, f.gas, f.view, f.measure, view, gasName, population, t, tf]);
  const options = useMemo<OptionsInput>(
    () => ({
      locale,
      unit: view?.unit ?? '',
      // The divider stands after the round's own inventory years, on the views over its years.
      firstProjectionYear: f.view === 'outturn' || f.view === 'drivers' ? undefined : firstProjectionYear,
      groupLabels: { inventory: t('groupInventory'), projections: t('groupProjections') },
    }),
    [locale, view?.unit, firstProjectionYear, f.view, t],
  );
  const empty = view !== undefined && (view.series.length === 0 || view.years.length === 0);
  /** The newest submission that has the level the shown one lacks, for the note's link. */
  const levelElsewhere = missingLevel && !round ? submissions.find((s) => s.levels.includes(f.level)) : undefined;
  const c = chosen.filters;
  return {
    /** The reader's choice, for the controls. */
    chosen,
    /** The choice the view shows (behind `chosen` while its render is pending). */
    state,
    pending: chosen !== state,
    /** The choice's submission, the one it compares with and the drivers' years, for the controls. */
    choice: {
      shown: shownSubmission(c, { submissions })!,
      against: c.view === 'revisions' ? againstSubmission(c, { submissions }) : undefined,
      years: c.view === 'drivers' ? driverYears(c, ctx) : undefined,
      yearSpan: yearSpan(c, ctx),
      /** The choice's projection round (projections page). */
      round: withProjections ? shownRound(c, { rounds: rounds ?? [] }) : undefined,
    },
    dispatch,
    query,
    ctx,
    shown,
    against,
    gasList,
    status,
    retry,
    ready,
    years,
    yearSpan: yearSpan(f, ctx),
    /** On the sub-category level of a projection round: the categories it splits into sub-categories. */
    partialSubCats:
      round && ready && f.level === 'subCat'
        ? ready.gas.sectors.flatMap((sec) => sec.cats.filter((c) => c.subCats.length > 0).map((c) => c.name ?? c.id))
        : undefined,
    /** Whether the view can draw the newest inventory's line (its toggle is offered). */
    inventoryLineOffered: Boolean(built?.lineOffered),
    round,
    firstProjectionYear,
    perCapitaOffered: population !== null,
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
