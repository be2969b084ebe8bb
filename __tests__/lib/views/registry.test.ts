import type { SubmissionInfo } from '@/lib/model/submission';
import { DEFAULT_FILTERS, type FilterState } from '@/lib/url-state/filters';
import { parseContext, resolveChoice } from '@/lib/views/choice';
import { normaliseView, offeredViews, viewModule, withView } from '@/lib/views/registry';
import type { ChartData, RoundChoice, ViewWords } from '@/lib/views/types';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

/** Echoes the key and its values, so the words a module asks for can be read in the expectations. */
const t = ((key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as ViewWords;

const submission = (id: string): SubmissionInfo => ({
  id,
  firstYear: 1990,
  lastYear: 2018,
  gwp: 'AR5 GWP100',
  gwpName: 'AR5 GWP100',
  source: 'src',
  sourceUrl: 'https://example.org',
  licence: 'CC BY 4.0',
  vintage: id,
  levels: ['total', 'sector', 'cat', 'subCat'],
});
const gases = { '2026': [{ id: 'co2eq' as const, name: 'CO2 eq', unit: 'kt CO2 eq', hasTotals: true }] };
const inventory: ChartData = {
  locale: 'en',
  period: 'inventory',
  submissions: [submission('2026')],
  gases,
  rounds: null,
  population: null,
};
const population = { source: 'Statistics Estonia', vintage: '2025', licence: 'CC BY 4.0', firstYear: 1990, values: [] };
const round = {
  id: '2023',
  projectionsYear: 2022,
  firstYear: 2020,
  lastYear: 2050,
  levels: ['total', 'sector'],
  gases: { wem: gases['2026'], wam: gases['2026'] },
} as unknown as RoundChoice;
const f = (over: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...over });

describe('offeredViews', () => {
  test('one submission and no population: the views any data has', () => {
    expect(offeredViews(inventory)).toEqual(['absolute', 'change', 'share', 'drivers']);
  });
  test('two submissions and population: revisions and per person too; a round: the outturn view', () => {
    const more = { ...inventory, submissions: [submission('2026'), submission('2025')], population };
    expect(offeredViews(more)).toEqual(['absolute', 'change', 'share', 'revisions', 'per-capita', 'drivers']);
    expect(offeredViews({ ...inventory, period: 'projections', rounds: [round] })).toContain('outturn');
  });
  test('a round and a points round: the outlook view too; on the inventory page never', () => {
    const points = [{ id: '2025' }] as unknown as NonNullable<Parameters<typeof offeredViews>[0]['points']>;
    expect(offeredViews({ ...inventory, period: 'projections', rounds: [round] })).not.toContain('outlook');
    expect(offeredViews({ ...inventory, period: 'projections', rounds: [round], points })).toEqual([
      'absolute',
      'change',
      'share',
      'drivers',
      'outturn',
      'outlook',
    ]);
    const problems: string[] = [];
    expect(normaliseView(f({ view: 'outlook' }), { period: 'inventory' }, problems).view).toBe('absolute');
    expect(problems).toEqual(['view: unknown view "outlook"']);
  });
  test('a view the page does not offer is shown as the absolute view', () => {
    expect(viewModule('per-capita', inventory).id).toBe('absolute');
    expect(viewModule('per-capita', { ...inventory, population }).id).toBe('per-capita');
  });
});

describe('the view parameters', () => {
  const compared = f({ view: 'revisions', against: '2020', from: 2000, to: 2010 });
  test('switching views keeps only the new view’s own parameters', () => {
    expect(withView(compared, 'drivers')).toMatchObject({ view: 'drivers', against: null, from: 2000, to: 2010 });
    expect(withView(compared, 'change')).toMatchObject({ view: 'change', against: null, from: null, to: null });
    expect(withView(compared, 'revisions')).toMatchObject({ against: '2020', from: null, to: null });
  });
  test('the outturn view is only on the projections page', () => {
    const problems: string[] = [];
    const state = normaliseView(f({ view: 'outturn' }), { period: 'inventory' }, problems);
    expect(state.view).toBe('absolute');
    expect(problems).toEqual(['view: unknown view "outturn"']);
    expect(normaliseView(f({ view: 'outturn' }), { period: 'projections' }).view).toBe('outturn');
  });
});

describe('a module builds its view, title and notes', () => {
  const choiceOf = (filters: FilterState, page = inventory) => resolveChoice(page, parseContext(page), filters, [])!;

  test('change: energy 100 → 60 kt is −40 % since 1990, named in the title and the note', () => {
    const { choice, module } = choiceOf(f({ view: 'change', level: 'sector' }));
    const built = module.build(choice, { gas: makeGas() }, t)!;
    expect(built.view.series.find((s) => s.id === 'energy')?.data).toEqual([0, -20, -40]);
    expect(module.title(choice, t, built)).toBe(
      'view.titleChange {"title":"levelTitle {\\"gas\\":\\"CO2 eq\\",\\"level\\":\\"level.sector\\"}","year":"1990"}',
    );
    expect(built.notes[0]).toBe('viewNote.change {"year":"1990"}');
    expect(module.marks).toEqual({ events: true, targets: false, divider: true });
  });

  test('absolute on the projections page: the newest inventory’s line is offered, and drawn unless hidden', () => {
    const page = { ...inventory, period: 'projections' as const, rounds: [round] };
    const files = { gas: makeGas(), latest: makeGas() };
    const shown = choiceOf(f({}), page);
    expect(shown.module.build(shown.choice, files, t)?.inventoryLine).toEqual({ drawn: true, offered: true });
    const hidden = choiceOf(f({ inventoryLine: false }), page);
    expect(hidden.module.build(hidden.choice, files, t)?.inventoryLine).toEqual({ drawn: false, offered: true });
  });

  test('drivers: no events, targets or divider, and the categories are needed', () => {
    expect(viewModule('drivers').marks).toEqual({ events: false, targets: false, divider: false });
    expect(viewModule('drivers').needsCategories).toBe(true);
  });
});
