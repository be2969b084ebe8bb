/**
 * The server data of a chart page and of its embed, from one loader: what the island is given (submissions,
 * gases, projection rounds with the base year's total on each one's GWP basis, the newest submission's mix,
 * the population, the targets and events it marks) and the default view built on the server.
 */
import {
  loadChartGases,
  loadChartPopulation,
  loadEvents,
  loadGasData,
  loadPointRounds,
  loadProjectionHeadlines,
  loadSubmissions,
  loadTargets,
} from '@/lib/compile/load/load';
import { nationalTargets, numberedEvents, type ChartTarget } from '@/lib/charts/shown/overlays';
import type { OverlayData, ProjectionBase } from '@/lib/charts/shown/view-overlays';
import type { GasData } from '@/lib/model/gas-data';
import type { ProjectionHeadline } from '@/lib/model/headline-terms';
import type { GasId } from '@/lib/model/gas';
import type { Locale } from '@/lib/model/locale';
import type { Period } from '@/lib/model/dimensions';
import type { Target, TimelineEvent } from '@/lib/model/targets';
import type { IslandMessages } from '@/lib/i18n/island-messages';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { viewBasisLines } from '@/lib/views/basis';
import { parseContext, resolveChoice } from '@/lib/views/choice';
import { fGasTotals, type InventoryMix } from '@/lib/views/series/outturn';
import type { ChartData, ViewFiles, ViewWords } from '@/lib/views/types';

/** The base year of the first national target given as a change (e.g. 1990 for −70 % from 1990). */
function targetBaseYear(targets: readonly ChartTarget[]): number | undefined {
  const target = targets.find((t) => t.quantity.kind === 'change');
  return target?.quantity.kind === 'change' ? target.quantity.baseYear : undefined;
}

/** The national total without LULUCF in `year` from the newest submission on the `gwp` basis that has it. */
function projectionBase(locale: Locale, gwp: string, year: number): ProjectionBase | undefined {
  for (const s of loadSubmissions(locale)) {
    if (s.gwp !== gwp) continue;
    const gas = loadGasData(locale, { period: 'inventory', submission: s.id }, 'co2eq');
    const i = gas?.years.findIndex((y) => y.year === year) ?? -1;
    const value = i < 0 ? undefined : gas?.totals?.withoutLulucf[i];
    if (value !== undefined) return { year, value, submission: s.id, gwp };
  }
  return undefined;
}

/** A gas's national total without LULUCF per year of `years` (NaN where it has no such year or total). */
function totalOf(gas: GasData | undefined, years: readonly number[]): number[] {
  return years.map((y) => {
    const i = gas?.years.findIndex((x) => x.year === y) ?? -1;
    return i < 0 ? Number.NaN : (gas?.totals?.withoutLulucf[i] ?? Number.NaN);
  });
}

/** The submission's total and its gases whose GWPs differ between AR4 and AR5. */
function inventoryMix(locale: Locale, submission: string): InventoryMix | undefined {
  const load = (gas: GasId) => loadGasData(locale, { period: 'inventory', submission }, gas);
  const total = load('co2eq');
  if (!total) return undefined;
  const years = total.years.map((y) => y.year);
  const hfc = totalOf(load('hfc'), years);
  const pfc = totalOf(load('pfc'), years);
  return {
    years,
    total: totalOf(total, years),
    ch4: totalOf(load('ch4'), years),
    n2o: totalOf(load('n2o'), years),
    sf6: totalOf(load('sf6'), years),
    fGases: fGasTotals(hfc, pfc),
  };
}

/** The island's data of a period: each round's targets are measured on its own GWP basis. */
function chartData(locale: Locale, period: Period, targets: readonly ChartTarget[]): ChartData {
  const { submissions, gases, rounds: compiled } = loadChartGases(locale, period);
  const baseYear = targetBaseYear(targets);
  const rounds =
    compiled?.map((r) => {
      const base = baseYear === undefined ? undefined : projectionBase(locale, r.gwp, baseYear);
      return base ? { ...r, base } : r;
    }) ?? null;
  const newest = submissions[0];
  const mix = rounds && newest ? inventoryMix(locale, newest.id) : undefined;
  return {
    locale,
    period,
    submissions,
    gases,
    rounds,
    ...(mix ? { mix } : {}),
    ...(rounds ? { points: loadPointRounds(locale) } : {}),
    population: loadChartPopulation(locale),
  };
}

/**
 * The default view's choice, module, title and basis, and the view itself when its files are there;
 * undefined on a page without submissions. `measure`: the scenario's name in the page's language.
 */
function firstView(page: ChartData, t: ViewWords, measure: string) {
  const f = DEFAULT_FILTERS;
  const resolved = resolveChoice(page, parseContext(page), f, []);
  if (!resolved) return undefined;
  const { choice, module, gasList } = resolved;
  const { locale, shown, round } = choice;
  const inventory = loadGasData(locale, { period: 'inventory', submission: shown.id }, f.gas);
  const projection = round ? loadGasData(locale, { period: 'projections', measure: f.measure }, f.gas) : null;
  const files: ViewFiles | undefined =
    inventory && (!round || projection)
      ? projection
        ? { gas: projection, latest: inventory }
        : { gas: inventory }
      : undefined;
  const built = files && module.build(choice, files, t);
  const gasUnit = gasList.find((g) => g.id === f.gas)?.unit ?? '';
  return {
    choice,
    module,
    files,
    built,
    title: module.title(choice, t, built),
    basis: viewBasisLines(choice, module, built, t, { measure, gasUnit }),
  };
}

/** The default view as the server builds it (the first view of the page and of the embed). */
export type FirstViewData = NonNullable<ReturnType<typeof firstView>>;

/** The island's data of a period, with the national targets and the numbered events it marks. */
function islandData(locale: Locale, period: Period, targets: readonly Target[], events: readonly TimelineEvent[]) {
  const chartTargets = nationalTargets(targets);
  return {
    ...chartData(locale, period, chartTargets),
    overlays: { targets: chartTargets, events: numberedEvents(events) },
  };
}

/** The chart island's file: its props (the page's ChartExplorer props) and the messages it reads. */
export interface IslandFile {
  props: ChartData & { overlays: OverlayData };
  messages: IslandMessages;
}

/**
 * The chart island's file of a period (islandDataPath): its data and its messages, which the island
 * fetches with its code instead of the page carrying them.
 */
export function loadIslandFile(locale: Locale, period: Period, messages: IslandMessages): IslandFile {
  return { props: islandData(locale, period, loadTargets(locale), loadEvents(locale)), messages };
}

/** A chart page's server data: the island's props, the page's targets and events, and its first view. */
interface ChartPageData {
  island: IslandFile['props'];
  targets: Target[];
  events: TimelineEvent[];
  /** On the projections page, the projections published since the rounds shown (empty on the inventory page). */
  headlines: ProjectionHeadline[];
  first: FirstViewData | undefined;
}

/**
 * Everything a chart page (or its embed) of `period` renders on the server. `words`: the chart page's
 * messages and the default scenario's name, in the page's language, for the first view.
 */
export function loadChartPage(
  locale: Locale,
  period: Period,
  words: { t: ViewWords; measure: (m: typeof DEFAULT_FILTERS.measure) => string },
): ChartPageData {
  const targets = loadTargets(locale);
  const events = loadEvents(locale);
  const island = islandData(locale, period, targets, events);
  const headlines = period === 'projections' ? loadProjectionHeadlines().filter((h) => h.kind === 'projection') : [];
  return {
    island,
    targets,
    events,
    headlines,
    first: firstView(island, words.t, words.measure(DEFAULT_FILTERS.measure)),
  };
}
