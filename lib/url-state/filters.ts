/**
 * Filter query parameters of the chart pages (SPEC §3): gas, level, measure, the projection round,
 * the repeated sector, cat and sub, the inventory submission, the view (absolute values, change since
 * the first year, shares, revisions against another submission, per person, what drove the change
 * between two years `from` and `to`, a projection against what happened) and whether the event
 * markers and the newest inventory's line show. One table describes every parameter;
 * pages and islands parse and serialise through it and never build query strings by hand.
 */
import { CATEGORY_BY_ID, SECTOR_BY_ID, SUB_CATEGORY_BY_ID } from '@/lib/model/catalogue';
import { DEFAULT_GAS, isGasId, type GasId } from '@/lib/model/gas';
import { chosenOrNewest, type SubmissionId } from '@/lib/model/submission';
import { LEVELS, MEASURES, type Level, type Measure, type Period } from '@/lib/model/dimensions';
import { DEFAULT_VIEW, VIEWS, type ViewMode } from '@/lib/url-state/views';

/** null = not filtered (everything shown); [] = nothing selected (`none`). */
export type Selection = string[] | null;

export interface FilterState {
  /** Projection round shown (projections page); null = the newest (the default, never written). */
  projection: string | null;
  /** Inventory submission shown; null = the newest (the default, never written). */
  submission: SubmissionId | null;
  gas: GasId;
  level: Level;
  measure: Measure;
  sector: Selection;
  cat: Selection;
  sub: Selection;
  view: ViewMode;
  /** Submission the revisions view compares against; null = the one before the submission shown. */
  against: SubmissionId | null;
  /** First year of the drivers view; null = the first year of the submission shown. */
  from: number | null;
  /** Last year of the drivers view; null = the last year of the submission shown. */
  to: number | null;
  /** Whether the chart marks the dated events (data/events.yml); shown by default, `events=0` hides them. */
  events: boolean;
  /**
   * Whether the projections chart draws the newest inventory's total as a line of its own; shown by
   * default, `inventory=0` hides it.
   */
  inventoryLine: boolean;
}

/** What the page knows about a submission. */
export interface SubmissionOption {
  id: SubmissionId;
  levels: readonly Level[];
  /** Its first and last inventory year (the range of the drivers view's years). */
  firstYear?: number;
  lastYear?: number;
}

/** What the page knows about the gases it can show. */
export interface GasOption {
  id: GasId;
  hasTotals: boolean;
}
/** What the projections page knows about a projection round: its years (the drivers view's range). */
export interface RoundOption {
  id: string;
  firstYear: number;
  lastYear: number;
}

export interface ParseContext {
  period: Period;
  /** Projection rounds the projections page offers, newest first. */
  rounds?: readonly RoundOption[];
  /** Inventory submissions the page offers, newest first (the inventory page: all; projections: the newest). */
  submissions?: readonly SubmissionOption[];
  /** Every gas the page can show (for projections: of any scenario). */
  gases: readonly GasOption[];
  /** Gases of one scenario, when they differ by scenario (projections). */
  gasesFor?: (measure: Measure) => readonly GasOption[];
}

export type ParamResult<T> = { kind: 'valid'; value: T } | { kind: 'invalid'; reason: string } | { kind: 'missing' };

const NONE = 'none';
export const DEFAULT_FILTERS: FilterState = {
  projection: null,
  submission: null,
  gas: DEFAULT_GAS,
  level: 'total',
  measure: 'wem',
  sector: null,
  cat: null,
  sub: null,
  view: DEFAULT_VIEW,
  against: null,
  from: null,
  to: null,
  events: true,
  inventoryLine: true,
};

interface Param<K extends keyof FilterState> {
  key: K;
  parse(values: string[], ctx: ParseContext): ParamResult<FilterState[K]>;
  serialize(value: FilterState[K]): string[];
}

function single<T extends string>(isValid: (v: string, ctx: ParseContext) => v is T, what: string) {
  return (values: string[], ctx: ParseContext): ParamResult<T> => {
    if (values.length === 0) return { kind: 'missing' };
    const [v] = values;
    if (values.length > 1) return { kind: 'invalid', reason: `${what} given ${values.length} times` };
    return v !== undefined && isValid(v, ctx)
      ? { kind: 'valid', value: v }
      : { kind: 'invalid', reason: `unknown ${what} "${v}"` };
  };
}

function multi(known: ReadonlyMap<string, unknown>, what: string) {
  return (values: string[]): ParamResult<Selection> => {
    if (values.length === 0) return { kind: 'missing' };
    if (values.length === 1 && values[0] === NONE) return { kind: 'valid', value: [] };
    const unknown = values.filter((v) => !known.has(v));
    if (unknown.length > 0) return { kind: 'invalid', reason: `unknown ${what} "${unknown.join('", "')}"` };
    return { kind: 'valid', value: [...new Set(values)] };
  };
}

const serializeMulti = (value: Selection): string[] => (value === null ? [] : value.length === 0 ? [NONE] : value);

const isAvailableGas = (v: string, ctx: ParseContext): v is GasId => isGasId(v) && ctx.gases.some((g) => g.id === v);
const isLevel = (v: string): v is Level => (LEVELS as readonly string[]).includes(v);
/** A view's name; whether the page has it is its module's to say (lib/views/page-state). */
const isView = (v: string): v is ViewMode => v !== DEFAULT_VIEW && (VIEWS as readonly string[]).includes(v);
const isProjections = (ctx: ParseContext) => ctx.period === 'projections';
const isMeasure = (v: string, ctx: ParseContext): v is Measure =>
  ctx.period === 'projections' && (MEASURES as readonly string[]).includes(v);
/** A submission the page offers; only the inventory page offers a choice. */
const isSubmission = (v: string, ctx: ParseContext): v is SubmissionId =>
  ctx.period === 'inventory' && (ctx.submissions ?? []).some((s) => s.id === v);
/** A projection round the projections page offers. */
const isRound = (v: string, ctx: ParseContext): v is string =>
  isProjections(ctx) && (ctx.rounds ?? []).some((r) => r.id === v);
const serializeNullable = (v: string | null) => (v === null ? [] : [v]);
/** A year as written in the URL (four digits); whether the submission shown has it is checked in normaliseYears. */
function year(what: string) {
  return (values: string[]): ParamResult<number | null> => {
    if (values.length === 0) return { kind: 'missing' };
    if (values.length > 1) return { kind: 'invalid', reason: `${what} given ${values.length} times` };
    return /^\d{4}$/.test(values[0]!)
      ? { kind: 'valid', value: Number(values[0]) }
      : { kind: 'invalid', reason: `${what} "${values[0]}" is not a year` };
  };
}
const serializeYear = (v: number | null) => (v === null ? [] : [String(v)]);
/** `events=0` hides the event markers; shown is the default and never written, so `events=1` counts as unknown. */
const isHidden = (v: string): v is '0' => v === '0';
/** A switch shown by default: `0` hides it (`{key}=1` counts as unknown). */
function hiddenByZero(what: string) {
  return (values: string[], ctx: ParseContext): ParamResult<boolean> => {
    const result = single(isHidden, what)(values, ctx);
    return result.kind === 'valid' ? { kind: 'valid', value: false } : result;
  };
}

/** The one table of filter parameters, in the order they are written to the URL. */
const PARAMS: readonly [
  Param<'measure'>,
  Param<'projection'>,
  Param<'submission'>,
  Param<'gas'>,
  Param<'level'>,
  Param<'sector'>,
  Param<'cat'>,
  Param<'sub'>,
  Param<'view'>,
  Param<'against'>,
  Param<'from'>,
  Param<'to'>,
  Param<'events'>,
  Param<'inventoryLine'>,
] = [
  { key: 'measure', parse: single(isMeasure, 'measure'), serialize: (v) => (v === DEFAULT_FILTERS.measure ? [] : [v]) },
  { key: 'projection', parse: single(isRound, 'projection round'), serialize: serializeNullable },
  { key: 'submission', parse: single(isSubmission, 'submission'), serialize: serializeNullable },
  { key: 'gas', parse: single(isAvailableGas, 'gas'), serialize: (v) => (v === DEFAULT_FILTERS.gas ? [] : [v]) },
  { key: 'level', parse: single(isLevel, 'level'), serialize: (v) => (v === DEFAULT_FILTERS.level ? [] : [v]) },
  { key: 'sector', parse: multi(SECTOR_BY_ID, 'sector'), serialize: serializeMulti },
  { key: 'cat', parse: multi(CATEGORY_BY_ID, 'category'), serialize: serializeMulti },
  { key: 'sub', parse: multi(SUB_CATEGORY_BY_ID, 'sub-category'), serialize: serializeMulti },
  // The default view (absolute) is never written, so `view=absolute` counts as unknown like any other value.
  { key: 'view', parse: single(isView, 'view'), serialize: (v) => (v === DEFAULT_FILTERS.view ? [] : [v]) },
  { key: 'against', parse: single(isSubmission, 'submission to compare against'), serialize: serializeNullable },
  { key: 'from', parse: year('from'), serialize: serializeYear },
  { key: 'to', parse: year('to'), serialize: serializeYear },
  { key: 'events', parse: hiddenByZero('events value'), serialize: (v) => (v ? [] : ['0']) },
  { key: 'inventoryLine', parse: hiddenByZero('inventory value'), serialize: (v) => (v ? [] : ['0']) },
];

/** The URL parameter of each state key, where the two differ. */
const PARAM_NAMES: Partial<Record<keyof FilterState, string>> = { inventoryLine: 'inventory' };
const paramName = (key: keyof FilterState) => PARAM_NAMES[key] ?? key;
/** The chart's parameters in the address, those its island writes. */
export const FILTER_PARAM_NAMES: readonly string[] = PARAMS.map((p) => paramName(p.key));

/** The projection round a state shows: its own, or the newest the page offers. */
export function shownRound<R extends RoundOption>(
  state: Pick<FilterState, 'projection'>,
  ctx: { rounds?: readonly R[] },
): R | undefined {
  return chosenOrNewest(ctx.rounds, state.projection);
}

/** The submission a state shows: its own, or the newest the page offers. */
export function shownSubmission<S extends SubmissionOption>(
  state: Pick<FilterState, 'submission'>,
  ctx: { submissions?: readonly S[] },
): S | undefined {
  return chosenOrNewest(ctx.submissions, state.submission);
}

/** One state, one URL: the newest submission is the default (null). */
export function normaliseSubmission(state: FilterState, ctx: Pick<ParseContext, 'submissions'>): FilterState {
  const newest = state.submission !== null && state.submission === ctx.submissions?.[0]?.id;
  return newest ? { ...state, submission: null } : state;
}

/** Whether a gas offers the total level (SPEC §2: only gases with totals). */
export function gasHasTotals(gas: GasId, gases: readonly GasOption[]): boolean {
  return gases.find((g) => g.id === gas)?.hasTotals ?? false;
}

/**
 * Reads the filter state from a query string; invalid or missing values fall back
 * to the defaults and are listed in `problems` (for development warnings only). The view's own
 * parameters are checked by its module (lib/views/page-state parseChartFilters).
 * @example parseFilters('?gas=ch4&sector=agri&sector=waste', ctx)
 */
export function parseFilters(
  search: string | URLSearchParams,
  ctx: ParseContext,
): { state: FilterState; problems: string[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: FilterState = { ...DEFAULT_FILTERS };
  const problems: string[] = [];
  for (const param of PARAMS) {
    const name = paramName(param.key);
    const result = (param as Param<keyof FilterState>).parse(params.getAll(name), ctx);
    if (result.kind === 'valid') Object.assign(state, { [param.key]: result.value });
    else if (result.kind === 'invalid') problems.push(`${name}: ${result.reason}`);
  }
  if (state.projection !== null && state.projection === ctx.rounds?.[0]?.id) state.projection = null;
  const gases = ctx.gasesFor?.(state.measure) ?? ctx.gases;
  if (!gases.some((g) => g.id === state.gas)) {
    if (params.has('gas')) problems.push(`gas: ${state.gas} is not available for ${state.measure}`);
    state.gas = gases.some((g) => g.id === DEFAULT_GAS) ? DEFAULT_GAS : (gases[0]?.id ?? DEFAULT_GAS);
  }
  if (state.level === 'total' && !gasHasTotals(state.gas, gases)) {
    if (params.has('level')) problems.push(`level: ${state.gas} has no totals`);
    state.level = 'sector';
  }
  return { state: normaliseSubmission(state, ctx), problems };
}

/** Writes the state as a query string (without "?"): defaults omitted, keys in table order. */
export function serializeFilters(state: FilterState): string {
  const params = new URLSearchParams();
  for (const param of PARAMS) {
    for (const v of (param as Param<keyof FilterState>).serialize(state[param.key]))
      params.append(paramName(param.key), v);
  }
  return params.toString();
}
