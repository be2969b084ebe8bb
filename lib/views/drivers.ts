/**
 * The drivers view: what drove the change between two years (`from`, `to`; by default the first and
 * the last year of what is shown), as a waterfall of the parts' changes (lib/views/series/drivers).
 */
import { tableHeadings } from '@/lib/export/table';
import { chosenOrNewest } from '@/lib/model/submission';
import type { FilterState } from '@/lib/url-state/filters';
import { buildDrivers, describeLargestDriver, driversToTable, driversToView } from '@/lib/views/series/drivers';
import type { OptionsContext, ViewModule } from '@/lib/views/types';
import { levelTitle, viewOptions } from '@/lib/views/words';

/**
 * The years the drivers view can compare: those of the projection round shown on the projections
 * page (when it has rounds), else those of the inventory submission shown.
 */
export function yearSpan(
  state: Pick<FilterState, 'submission' | 'projection'>,
  ctx: OptionsContext,
): { first: number; last: number } | undefined {
  const source =
    (ctx.rounds?.length ? chosenOrNewest(ctx.rounds, state.projection) : undefined) ??
    chosenOrNewest(ctx.submissions, state.submission);
  if (source?.firstYear === undefined || source.lastYear === undefined) return undefined;
  return { first: source.firstYear, last: source.lastYear };
}

/** The two years the drivers view compares: its own, or the first and last year of what is shown. */
export function driverYears(
  state: Pick<FilterState, 'submission' | 'projection' | 'from' | 'to'>,
  ctx: OptionsContext,
): { from: number; to: number } | undefined {
  const span = yearSpan(state, ctx);
  return span && { from: state.from ?? span.first, to: state.to ?? span.last };
}

/**
 * One state, one URL: the years must be years of what is shown with `from` before `to` (otherwise
 * both fall back), and are null when they are the defaults (the first and last year).
 */
function normalise(state: FilterState, ctx: OptionsContext, problems: string[]): FilterState {
  const span = yearSpan(state, ctx);
  if (!span) return { ...state, from: null, to: null };
  const { first, last } = span;
  const inRange = (y: number | null) => y === null || (y >= first && y <= last);
  const from = state.from ?? first;
  const to = state.to ?? last;
  if (!inRange(state.from) || !inRange(state.to) || from >= to) {
    problems.push(`from/to: ${from}–${to} is not a pair of years of ${first}–${last}`);
    return { ...state, from: null, to: null };
  }
  return { ...state, from: from === first ? null : from, to: to === last ? null : to };
}

export const drivers: ViewModule = {
  id: 'drivers',
  params: ['from', 'to'],
  normalise,
  needsCategories: true,
  years: driverYears,
  build({ filters: f, locale, ctx }, { gas }, t) {
    const years = driverYears(f, ctx);
    if (!years) return undefined;
    const unit = gas.unit;
    const d = buildDrivers(gas, f, years, {
      ...viewOptions(locale, t),
      energyWithoutTransport: t('drivers.energyWithoutTransport'),
    });
    const view = driversToView(d, unit, {
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
    return {
      view,
      table: driversToTable(d, unit, tableHeadings(t), columns, t('drivers.totalRow')),
      summary: describeLargestDriver(d, unit, locale, gas.projectionsYear),
      notes: [
        t('viewNote.drivers', { from: String(d.fromYear), to: String(d.toYear) }),
        t(d.nationalTotal ? 'viewNote.driversNational' : 'viewNote.driversParts'),
      ],
      // The title names the level of its parts (sectors for the total, categories within a sector).
      titleLevel: d.level,
    };
  },
  title({ filters: f, gasName, ctx }, t, built) {
    const title = levelTitle(t, gasName, built?.titleLevel ?? f.level);
    const years = driverYears(f, ctx);
    return years ? t('view.titleDrivers', { title, from: String(years.from), to: String(years.to) }) : title;
  },
  marks: { events: false, targets: false, divider: false },
};
