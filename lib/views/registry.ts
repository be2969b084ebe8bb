/**
 * The chart views by name: the one place the island, the server's first view, the embed, the
 * exports and the address ask what a view is (lib/views/types). A new view is one module here.
 */
import { needsCategories } from '@/lib/charts/shown/datasets';
import type { FilterState, ParseContext } from '@/lib/url-state/filters';
import { absolute } from '@/lib/views/absolute';
import { change } from '@/lib/views/change';
import { drivers } from '@/lib/views/drivers';
import { DEFAULT_VIEW, VIEWS, type ViewMode } from '@/lib/url-state/views';
import { outlook } from '@/lib/views/outlook';
import { outturn } from '@/lib/views/outturn';
import { perCapita } from '@/lib/views/per-capita';
import { revisions } from '@/lib/views/revisions';
import { share } from '@/lib/views/share';
import type { ChartData, OptionsContext, ViewModule, ViewParam } from '@/lib/views/types';
import { keepTogether } from '@/lib/format/typeset';

/** A view whose sentence and notes are typeset: no line break inside a number or before its unit or %. */
const typeset = (m: ViewModule): ViewModule => ({
  ...m,
  build: (choice, files, t) => {
    const built = m.build(choice, files, t);
    return built && { ...built, summary: keepTogether(built.summary), notes: built.notes.map(keepTogether) };
  },
});

const MODULES: Record<ViewMode, ViewModule> = {
  absolute: typeset(absolute),
  change: typeset(change),
  share: typeset(share),
  revisions: typeset(revisions),
  'per-capita': typeset(perCapita),
  drivers: typeset(drivers),
  outturn: typeset(outturn),
  outlook: typeset(outlook),
};

/** The module of a view; with `page`, the absolute view's where the page does not offer it. */
export function viewModule(view: ViewMode, page?: ChartData): ViewModule {
  const found = MODULES[view];
  return !page || (found.offered?.(page) ?? true) ? found : MODULES[DEFAULT_VIEW];
}

/** The views a page offers, in the switch's order. */
export const offeredViews = (page: ChartData): ViewMode[] => VIEWS.filter((v) => MODULES[v].offered?.(page) ?? true);

const VIEW_PARAMS: readonly ViewParam[] = ['against', 'from', 'to'];

/** The state in `view`, with the other views' own parameters cleared. */
export function withView(state: FilterState, view: ViewMode): FilterState {
  const own = MODULES[view].params ?? [];
  const next = { ...state, view };
  for (const p of VIEW_PARAMS) if (!own.includes(p) && next[p] !== null) next[p] = null;
  return next;
}

/**
 * One state, one URL for the view: a view the page cannot have falls back to the default (the outturn
 * view only on the projections page), the other views' parameters are cleared and its own checked by
 * its module. `period` is the page's, when the state comes from an address.
 */
export function normaliseView(
  input: FilterState,
  ctx: OptionsContext & Partial<Pick<ParseContext, 'period'>>,
  problems: string[] = [],
): FilterState {
  let state = input;
  if (ctx.period && !(MODULES[state.view].onPage?.(ctx.period) ?? true)) {
    problems.push(`view: unknown view "${state.view}"`);
    state = { ...state, view: DEFAULT_VIEW };
  }
  const cleared = withView(state, state.view);
  const unchanged = VIEW_PARAMS.every((p) => cleared[p] === state[p]);
  const next = unchanged ? state : cleared;
  return MODULES[state.view].normalise?.(next, ctx, problems) ?? next;
}

/** Whether the view of the filters needs the gas's categories file. */
export const viewNeedsCategories = (f: FilterState): boolean =>
  needsCategories(f) || Boolean(MODULES[f.view].needsCategories);
