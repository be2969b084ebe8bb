/**
 * The state of the chart pages (SPEC §4): the filters as read from the URL (lib/url-state/filters)
 * with the view's own parameters checked by its module, and the transitions between states. Year
 * inclusion and the year panel live in page state only.
 */
import { DEFAULT_GAS, type GasId } from '@/lib/model/gas';
import type { Level, Measure } from '@/lib/model/dimensions';
import type { SubmissionId } from '@/lib/model/submission';
import {
  DEFAULT_FILTERS,
  gasHasTotals,
  normaliseSubmission,
  parseFilters,
  type ParseContext,
  type FilterState,
  type GasOption,
  type RoundOption,
  type Selection,
  type SubmissionOption,
} from '@/lib/url-state/filters';
import type { ViewMode } from '@/lib/url-state/views';
import { normaliseView, withView } from '@/lib/views/registry';

export type FilterKind = 'sector' | 'cat' | 'sub';

export interface PageState {
  filters: FilterState;
  /** Years left out of the chart and table (page state, not in the URL). */
  excludedYears: number[];
  yearPanelOpen: boolean;
}

export type Action =
  | { type: 'setMeasure'; measure: Measure; gases: readonly GasOption[] }
  | { type: 'setGas'; gas: GasId; gases: readonly GasOption[] }
  | { type: 'setLevel'; level: Level }
  | { type: 'toggleItem'; kind: FilterKind; id: string; allIds: readonly string[] }
  | { type: 'includeAll'; kind: FilterKind }
  | { type: 'excludeAll'; kind: FilterKind }
  | { type: 'setView'; view: ViewMode }
  | { type: 'setSubmission'; submission: SubmissionId; submissions: readonly SubmissionOption[] }
  | { type: 'setAgainst'; against: SubmissionId; submissions: readonly SubmissionOption[] }
  | {
      type: 'setYears';
      from: number;
      to: number;
      submissions: readonly SubmissionOption[];
      rounds?: readonly RoundOption[];
    }
  | { type: 'setRound'; projection: string; rounds: readonly RoundOption[] }
  | { type: 'toggleYear'; year: number }
  | { type: 'toggleAllYears'; years: readonly number[] }
  | { type: 'includeAllYears' }
  | { type: 'excludeAllYears'; years: readonly number[] }
  | { type: 'toggleYearPanel' }
  | { type: 'setEvents'; events: boolean }
  | { type: 'setInventoryLine'; shown: boolean };

/**
 * One state, one URL: the newest submission is the default (null), and the view's own parameters
 * exist only in their view and are null when they are the defaults.
 */
function normaliseFilters(
  state: FilterState,
  ctx: Pick<ParseContext, 'submissions' | 'rounds'>,
  problems: string[] = [],
): FilterState {
  return normaliseView(normaliseSubmission(state, ctx), ctx, problems);
}

/**
 * The chart page's filters of a query string (lib/url-state/filters parseFilters), the view checked
 * by its module; `problems` lists what was ignored (for development warnings only).
 * @example parseChartFilters('?view=drivers&from=2005', ctx)
 */
export function parseChartFilters(
  search: string | URLSearchParams,
  ctx: ParseContext,
): { state: FilterState; problems: string[] } {
  const { state, problems } = parseFilters(search, ctx);
  return { state: normaliseView(state, ctx, problems), problems };
}

export function initialPageState(filters: FilterState = DEFAULT_FILTERS): PageState {
  return { filters, excludedYears: [], yearPanelOpen: false };
}

/** Level after a gas change: a gas without totals cannot stay on the total level. */
function levelFor(gas: GasId, level: Level, gases: readonly GasOption[]): Level {
  return level === 'total' && !gasHasTotals(gas, gases) ? 'sector' : level;
}

/** Toggles one id; with no filter active it starts from all ids. All selected again means no filter. */
function toggle(current: Selection, id: string, allIds: readonly string[]): Selection {
  const base = current ?? [...allIds];
  const next = base.includes(id) ? base.filter((x) => x !== id) : [...base, id];
  const ordered = allIds.filter((x) => next.includes(x)).concat(next.filter((x) => !allIds.includes(x)));
  return allIds.length > 0 && allIds.every((x) => ordered.includes(x)) && ordered.length === allIds.length
    ? null
    : ordered;
}

/** Whether every year of the list is included. */
export function allYearsIncluded(state: PageState, years: readonly number[]): boolean {
  return years.every((y) => !state.excludedYears.includes(y));
}

export function pageReducer(state: PageState, action: Action): PageState {
  const f = state.filters;
  switch (action.type) {
    case 'setMeasure':
      if (action.measure === f.measure) return state;
      return {
        ...state,
        filters: {
          ...f,
          measure: action.measure,
          gas: DEFAULT_GAS,
          level: levelFor(DEFAULT_GAS, f.level, action.gases),
        },
      };
    case 'setGas':
      return { ...state, filters: { ...f, gas: action.gas, level: levelFor(action.gas, f.level, action.gases) } };
    case 'setLevel':
      return { ...state, filters: { ...f, level: action.level } };
    case 'toggleItem':
      return { ...state, filters: { ...f, [action.kind]: toggle(f[action.kind], action.id, action.allIds) } };
    case 'includeAll':
      return { ...state, filters: { ...f, [action.kind]: null } };
    case 'excludeAll':
      return { ...state, filters: { ...f, [action.kind]: [] } };
    case 'setView':
      return { ...state, filters: withView(f, action.view) };
    case 'setSubmission':
      // Another submission has other years: a left-out year of one means nothing in the other.
      return {
        ...state,
        excludedYears: [],
        filters: normaliseFilters({ ...f, submission: action.submission, against: null }, action),
      };
    case 'setRound': {
      // Another round has other years: a left-out year or a drivers year of one may not be in the other.
      const projection = action.projection === action.rounds[0]?.id ? null : action.projection;
      if (projection === f.projection) return state;
      return { ...state, excludedYears: [], filters: { ...f, projection, from: null, to: null } };
    }
    case 'setYears':
      return { ...state, filters: normaliseView({ ...f, from: action.from, to: action.to }, action) };
    case 'setAgainst':
      return { ...state, filters: normaliseView({ ...f, against: action.against }, action) };
    case 'toggleYear': {
      const excluded = state.excludedYears.includes(action.year)
        ? state.excludedYears.filter((y) => y !== action.year)
        : [...state.excludedYears, action.year].sort((a, b) => a - b);
      return { ...state, excludedYears: excluded };
    }
    case 'toggleAllYears':
      return { ...state, excludedYears: allYearsIncluded(state, action.years) ? [...action.years] : [] };
    case 'includeAllYears':
      return { ...state, excludedYears: [] };
    case 'excludeAllYears':
      return { ...state, excludedYears: [...action.years] };
    case 'toggleYearPanel':
      return { ...state, yearPanelOpen: !state.yearPanelOpen };
    case 'setEvents':
      return { ...state, filters: { ...f, events: action.events } };
    case 'setInventoryLine':
      return { ...state, filters: { ...f, inventoryLine: action.shown } };
  }
}
