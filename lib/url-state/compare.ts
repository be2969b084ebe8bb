/**
 * Query parameters of the compare page: `countries` (one comma-separated list; Estonia is always
 * shown and never written), `view` and `sector`. One table; invalid values fall back to defaults.
 * @example parseCompare('?countries=lva,ltu,fin&view=per-capita&sector=energy')
 */
import { AREA_IDS, HOME_AREA, isAreaId, type AreaId } from '@/lib/model/compare';
import type { ParamResult } from '@/lib/url-state/filters';

export const COMPARE_VIEWS = ['total', 'per-capita', 'index'] as const;
export type CompareView = (typeof COMPARE_VIEWS)[number];
/** `all` = every sector without LULUCF (the total without LULUCF). */
export const SECTOR_CHOICES = ['all', 'energy', 'ippu', 'agriculture', 'waste', 'lulucf'] as const;
export type SectorChoice = (typeof SECTOR_CHOICES)[number];

export interface CompareState {
  /** Shown areas in catalogue order, Estonia always first. */
  areas: AreaId[];
  view: CompareView;
  sector: SectorChoice;
}

export const DEFAULT_COMPARE: CompareState = { areas: [...AREA_IDS], view: 'total', sector: 'all' };

interface Param<K extends keyof CompareState> {
  key: string;
  field: K;
  parse(value: string): ParamResult<CompareState[K]>;
  serialize(value: CompareState[K]): string | undefined;
}

const oneOf =
  <T extends string>(values: readonly T[], fallback: T, what: string) =>
  (v: string): ParamResult<T> =>
    v !== fallback && (values as readonly string[]).includes(v)
      ? { kind: 'valid', value: v as T }
      : { kind: 'invalid', reason: `unknown ${what} "${v}"` };

/** Areas in catalogue order with Estonia. */
const withHome = (ids: readonly AreaId[]): AreaId[] => AREA_IDS.filter((id) => id === HOME_AREA || ids.includes(id));

function parseAreas(v: string): ParamResult<AreaId[]> {
  const ids = v.split(',').map((s) => s.trim().toLowerCase());
  const unknown = ids.filter((id) => !isAreaId(id));
  if (unknown.length > 0 || ids.length === 0)
    return { kind: 'invalid', reason: `unknown country "${unknown.join('", "')}"` };
  return { kind: 'valid', value: withHome(ids as AreaId[]) };
}

function serializeAreas(areas: AreaId[]): string | undefined {
  const shown = withHome(areas);
  if (shown.length === AREA_IDS.length) return undefined;
  const others = shown.filter((id) => id !== HOME_AREA);
  // Estonia alone: written as `est`, so the choice survives (no parameter means every country).
  return others.length > 0 ? others.join(',') : HOME_AREA;
}

/** The one table of the compare page's parameters, in URL order. */
export const COMPARE_PARAMS: readonly [Param<'areas'>, Param<'view'>, Param<'sector'>] = [
  { key: 'countries', field: 'areas', parse: parseAreas, serialize: serializeAreas },
  {
    key: 'view',
    field: 'view',
    parse: oneOf(COMPARE_VIEWS, DEFAULT_COMPARE.view, 'view'),
    serialize: (v) => (v === DEFAULT_COMPARE.view ? undefined : v),
  },
  {
    key: 'sector',
    field: 'sector',
    parse: oneOf(SECTOR_CHOICES, DEFAULT_COMPARE.sector, 'sector'),
    serialize: (v) => (v === DEFAULT_COMPARE.sector ? undefined : v),
  },
];

/** The compare page's parameters in the address, those its island writes. */
export const COMPARE_PARAM_NAMES: readonly string[] = COMPARE_PARAMS.map((p) => p.key);

/** The state of a query string; invalid or repeated values fall back to the default and are listed in `problems`. */
export function parseCompare(search: string | URLSearchParams): { state: CompareState; problems: string[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: CompareState = { ...DEFAULT_COMPARE, areas: [...DEFAULT_COMPARE.areas] };
  const problems: string[] = [];
  for (const param of COMPARE_PARAMS) {
    const values = params.getAll(param.key);
    if (values.length === 0) continue;
    if (values.length > 1) {
      problems.push(`${param.key}: given ${values.length} times`);
      continue;
    }
    const result = (param as Param<keyof CompareState>).parse(values[0] as string);
    if (result.kind === 'valid') Object.assign(state, { [param.field]: result.value });
    else if (result.kind === 'invalid') problems.push(`${param.key}: ${result.reason}`);
  }
  return { state, problems };
}

/** The query string of a state (without "?"): defaults omitted, keys in table order. */
export function serializeCompare(state: CompareState): string {
  const params = new URLSearchParams();
  for (const param of COMPARE_PARAMS) {
    const v = (param as Param<keyof CompareState>).serialize(state[param.field]);
    if (v !== undefined) params.append(param.key, v);
  }
  // Commas between country ids stay readable (URLSearchParams would write %2C).
  return params.toString().replace(/%2C/g, ',');
}

/** Shows or hides an area; Estonia stays. */
export function toggleArea(state: CompareState, id: AreaId): CompareState {
  if (id === HOME_AREA) return state;
  const areas = state.areas.includes(id) ? state.areas.filter((a) => a !== id) : withHome([...state.areas, id]);
  return { ...state, areas };
}
