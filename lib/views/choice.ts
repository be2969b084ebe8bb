/**
 * What a chart page's filters resolve to (the submission and round shown, the gas's name), the
 * same for the island and the server's first view.
 */
import type { OptionsInput } from '@/lib/charts/chartjs/options';
import { chosenOrNewest } from '@/lib/model/submission';
import type { GasListEntry } from '@/lib/model/gas-data';
import type { FilterState, ParseContext } from '@/lib/url-state/filters';
import { viewModule } from '@/lib/views/registry';
import type { ChartData, ViewChoice, ViewModule, ViewWords } from '@/lib/views/types';

/** What the page's address is parsed against. */
export function parseContext({ period, submissions, gases, rounds }: ChartData): ParseContext {
  return {
    period,
    submissions,
    rounds: rounds ?? undefined,
    // Every gas of any round and scenario; the one shown must be in the round's scenario (parseFilters).
    gases: rounds?.length ? rounds.flatMap((r) => [...r.gases.wem, ...r.gases.wam]) : Object.values(gases).flat(),
    gasesFor: rounds?.length ? (m) => rounds[0]!.gases[m] : undefined,
  };
}

/** The choice of `filters` on the page, its view's module and the gases it offers; undefined on a page without submissions. */
export function resolveChoice(
  page: ChartData,
  ctx: ParseContext,
  filters: FilterState,
  excludedYears: readonly number[],
): { choice: ViewChoice; module: ViewModule; gasList: GasListEntry[] } | undefined {
  const shown = chosenOrNewest(page.submissions, filters.submission);
  if (!shown) return undefined;
  const round = page.rounds?.length ? chosenOrNewest(page.rounds, filters.projection) : undefined;
  const gasList = round ? round.gases[filters.measure] : (page.gases[shown.id] ?? []);
  const gasName = gasList.find((g) => g.id === filters.gas)?.name ?? filters.gas;
  return {
    choice: { filters, excludedYears, locale: page.locale, shown, round, gasName, page, ctx },
    module: viewModule(filters.view, page),
    gasList,
  };
}

/** The chart's set-up of a view: the divider stands after the round's own inventory years, on the views over its years. */
export const viewChartOptions = (
  { locale, round }: ViewChoice,
  module: ViewModule,
  unit: string,
  t: ViewWords,
): OptionsInput => ({
  locale,
  unit,
  firstProjectionYear: module.marks.divider ? round?.projectionsYear : undefined,
  groupLabels: { inventory: t('groupInventory'), projections: t('groupProjections') },
});
