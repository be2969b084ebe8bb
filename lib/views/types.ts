/**
 * The fixed roles of a chart view module (lib/views/<view>.ts): what the island, the server's first
 * view, the embed and the exports ask the registry, so that none of them branches on the view.
 */
import type { ChartView } from '@/lib/charts/shown/datasets';
import type { ProjectionBase } from '@/lib/charts/shown/view-overlays';
import type { ExportTable } from '@/lib/export/table';
import type { IslandMessageShapes } from '@/lib/i18n/island-messages';
import type { MessageKey, Translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/model/locale';
import type { ChartPopulation } from '@/lib/model/population';
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';
import type { PointRound } from '@/lib/model/projection-round';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { GasData, GasListEntry } from '@/lib/model/gas-data';
import type { Measure, Period } from '@/lib/model/dimensions';
import type { FilterState, ParseContext, SubmissionOption } from '@/lib/url-state/filters';
import type { ViewMode } from '@/lib/url-state/views';
import type { InventoryMix } from '@/lib/views/series/outturn';

/** The chart page's messages (ChartPage), from the island's translator or the server's. */
export type ViewWords = Translator<MessageKey<IslandMessageShapes['ChartPage']>>;

/**
 * A projection round as the projections page offers it: with its gases per scenario and the base
 * year's total on its GWP basis (for the targets), when an inventory submission on that basis has it.
 */
export type RoundChoice = ProjectionRoundInfo & { gases: Record<Measure, GasListEntry[]>; base?: ProjectionBase };

/** What a chart page offers: the island's data, read on the server (components/chart-page/projection-context). */
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
  /** The projection rounds reported only as totals at points in time, newest first (projections page). */
  points?: PointRound[];
  /** Estonia's population for the per-person view; null when the site has none (the view is then not offered). */
  population: ChartPopulation | null;
}

/** One choice of the filters and what it resolves to on the page. */
export interface ViewChoice {
  filters: FilterState;
  excludedYears: readonly number[];
  locale: Locale;
  /** The inventory submission shown (on the projections page: the newest). */
  shown: SubmissionInfo;
  /** The projection round shown (projections page). */
  round: RoundChoice | undefined;
  /** The gas's name in the page's language. */
  gasName: string;
  page: ChartData;
  ctx: ParseContext;
}

/** The files a view is built from, once loaded. */
export interface ViewFiles {
  /** The gas shown: the inventory submission's, or the projection's on the projections page. */
  gas: GasData;
  /** On the projections page: the newest inventory's gas. */
  latest?: GasData;
  /** The submission the view compares against (revisions). */
  against?: GasData;
}

/** A view built for a choice: everything the page, the embed and the downloads show of it. */
export interface BuiltView {
  view: ChartView;
  table: ExportTable;
  summary: string;
  /** What the view does with the data, under the chart and in the downloads. */
  notes: string[];
  /** The level the title names, when it is not the filters' (share of the total, drivers). */
  titleLevel?: FilterState['level'];
  /** The newest inventory's line beside a projection: whether it is drawn, and whether it could be. */
  inventoryLine?: { drawn: boolean; offered: boolean };
}

/** What a view's parameters are checked against: the submissions and rounds the page offers. */
export type OptionsContext = Pick<ParseContext, 'submissions' | 'rounds'>;

/** The parameters of the address that belong to one view only (cleared in every other view). */
export type ViewParam = 'against' | 'from' | 'to';

export interface ViewModule {
  id: ViewMode;
  /** Its own address parameters. */
  params?: readonly ViewParam[];
  /** Whether a page can have the view in its address at all (default: every page). */
  onPage?(period: Period): boolean;
  /** Whether the page offers it (its switch shows it); a view not offered is shown as the absolute view. */
  offered?(page: ChartData): boolean;
  /** One state, one URL: its own parameters checked and defaults written as null (`problems` for development warnings). */
  normalise?(state: FilterState, ctx: OptionsContext, problems: string[]): FilterState;
  /** Whether it needs the gas's categories whatever the level. */
  needsCategories?: boolean;
  /** The inventory submission it compares the one shown against, loaded beside it. */
  against?<S extends SubmissionOption>(state: FilterState, ctx: { submissions?: readonly S[] }): S | undefined;
  /** The two years it compares (drivers). */
  years?(state: FilterState, ctx: OptionsContext): { from: number; to: number } | undefined;
  /** The view, table, sentence and notes of a choice; undefined while a file it needs is missing. */
  build(choice: ViewChoice, files: ViewFiles, t: ViewWords): BuiltView | undefined;
  /** The chart title; `built` is undefined while the view's files load. */
  title(choice: ViewChoice, t: ViewWords, built: BuiltView | undefined): string;
  /** Extra basis lines (e.g. the population's source). */
  basis?(choice: ViewChoice, t: ViewWords): string[];
  /** Its values have a unit of their own (per person), which the note on a single gas's mass names. */
  ownUnit?: boolean;
  /** On the projections page: whether it shows the newest inventory too (its basis is then said). */
  showsInventory?: boolean;
  /** What the chart marks: the events, the targets, the divider before the projected years. */
  marks: { events: boolean; targets: boolean; divider: boolean };
}
