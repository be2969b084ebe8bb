import { buildView, filterOptions, needsCategories } from '@/lib/charts/shown/datasets';
import { viewNeedsCategories } from '@/lib/views/registry';
import { buildModeView } from '@/lib/views/series/mode';
import { summariseMode } from '@/lib/views/series/mode';
import { joinGasData, splitGasData } from '@/lib/model/gas-file';
import { DEFAULT_FILTERS, type FilterState } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = { locale: 'en' as const, restOf: (n: string) => `Rest of ${n}` };
const f = (patch: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...patch });
const summary = (view: ReturnType<typeof buildView>) => view.series.map((s) => [s.kind, s.label, s.data]);

test('total level: the two total lines, nothing stacked', () => {
  expect(summary(buildView(makeGas(), DEFAULT_FILTERS, [], opts))).toEqual([
    ['line', 'Total without LULUCF', [120, 90, 70]],
    ['line', 'Total with LULUCF', [90, 80, 75]],
  ]);
});

test('sector level: one bar per sector (negative LULUCF included) plus totals when unfiltered', () => {
  const view = buildView(makeGas(), f({ level: 'sector' }), [], opts);
  expect(summary(view)).toEqual([
    ['bar', 'Energy', [100, 80, 60]],
    ['bar', 'Agriculture', [20, 10, 10]],
    ['bar', 'Land use, land-use change and forestry (LULUCF)', [-30, -10, 5]],
    ['line', 'Total without LULUCF', [120, 90, 70]],
    ['line', 'Total with LULUCF', [90, 80, 75]],
  ]);
  expect(view.series[0]?.code).toBe('1');
});

test('sector filter drops the totals and the left-out sectors', () => {
  expect(summary(buildView(makeGas(), f({ level: 'sector', sector: ['agri'] }), [], opts))).toEqual([
    ['bar', 'Agriculture', [20, 10, 10]],
  ]);
  expect(buildView(makeGas(), f({ level: 'sector', sector: [] }), [], opts).series).toEqual([]);
});

test('category level honours the sector and category filters', () => {
  const view = buildView(makeGas(), f({ level: 'cat', sector: ['energy', 'agri'], cat: ['oil', 'enteric'] }), [], opts);
  expect(summary(view)).toEqual([
    ['bar', 'Fugitive emissions from fuels (oil and natural gas)', [30, 30, 20]],
    ['bar', 'Enteric fermentation', [20, 10, 10]],
  ]);
  expect(view.series.map((s) => s.code)).toEqual(['1.B', '3.A']);
});

test('sub-category level: categories without sub-categories appear as themselves, a remainder keeps stacks equal to totals', () => {
  const view = buildView(makeGas(), f({ level: 'subCat', sector: ['energy'] }), [], opts);
  expect(summary(view)).toEqual([
    ['bar', 'Public electricity and heat production', [60, 45, 30]],
    ['bar', 'Manufacture of solid fuels and other energy industries (shale oil)', [5, 5, 5]],
    ['bar', 'Rest of Energy industries', [5, 0, 5]],
    ['bar', 'Fugitive emissions from fuels (oil and natural gas)', [30, 30, 20]],
  ]);
  const stacks = [0, 1, 2].map((i) => view.series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
  expect(stacks).toEqual([100, 80, 60]);
  expect(new Set(view.series.map((s) => s.colour)).size).toBe(4);
});

test('no remainder once a sub-category is filtered out', () => {
  const view = buildView(
    makeGas(),
    f({ level: 'subCat', sector: ['energy'], cat: ['energy-ind'], sub: ['shale-oil'] }),
    [],
    opts,
  );
  expect(summary(view)).toEqual([
    ['bar', 'Manufacture of solid fuels and other energy industries (shale oil)', [5, 5, 5]],
  ]);
});

test('excluded years are left out of every series', () => {
  const view = buildView(makeGas(), f({ level: 'sector', sector: ['agri'] }), [2000], opts);
  expect(view.years).toEqual([1990, 2018]);
  expect(view.series[0]?.data).toEqual([20, 10]);
});

test('a gas without totals draws no total lines', () => {
  const view = buildView(makeGas({ totals: undefined }), f({ level: 'sector' }), [], opts);
  expect(view.series.every((s) => s.kind === 'bar')).toBe(true);
});

test('filter options follow the sector and category selection, with CRF codes', () => {
  const o = filterOptions(makeGas({}, 'et'), f({ sector: ['energy'], cat: ['energy-ind'] }));
  expect(o.sectors.map((s) => s.id)).toEqual(['energy', 'agri', 'lulucf']);
  expect(o.cats.map((c) => [c.id, c.code])).toEqual([
    ['energy-ind', '1.A.1'],
    ['oil', '1.B'],
  ]);
  expect(o.subs).toEqual([
    { id: 'public-el-heat', label: 'Avalik elektri- ja soojatootmine', code: '1.A.1.a' },
    { id: 'shale-oil', label: 'Tahkekütuste tootmine ja muu energiatööstus (põlevkiviõli)', code: '1.A.1.c' },
  ]);
});

test('category level: a sector whose categories fall short gets a "rest of" series while all its categories are shown', () => {
  const gas = makeGas();
  gas.sectors[1]!.data = [25, 10, 12]; // agri: categories add up to [20, 10, 10]
  expect(summary(buildView(gas, f({ level: 'cat', sector: ['agri'] }), [], opts))).toEqual([
    ['bar', 'Enteric fermentation', [20, 10, 10]],
    ['bar', 'Rest of Agriculture', [5, 0, 2]],
  ]);
  expect(summary(buildView(gas, f({ level: 'cat', sector: ['agri', 'energy'], cat: ['oil'] }), [], opts))).toEqual([
    ['bar', 'Fugitive emissions from fuels (oil and natural gas)', [30, 30, 20]],
  ]);
});

test('only the category and sub-category levels, a selection among them and the drivers view need the categories', () => {
  expect(needsCategories(DEFAULT_FILTERS)).toBe(false);
  expect(needsCategories(f({ level: 'sector', sector: ['energy'], view: 'share' }))).toBe(false);
  expect(needsCategories(f({ view: 'revisions' }))).toBe(false);
  expect(needsCategories(f({ view: 'per-capita', level: 'sector' }))).toBe(false);
  expect(needsCategories(f({ level: 'cat' }))).toBe(true);
  expect(needsCategories(f({ level: 'subCat' }))).toBe(true);
  expect(needsCategories(f({ level: 'sector', cat: ['oil'] }))).toBe(true);
  expect(needsCategories(f({ level: 'sector', sub: [] }))).toBe(true);
  expect(viewNeedsCategories(f({ view: 'drivers' }))).toBe(true);
  expect(viewNeedsCategories(f({ view: 'share' }))).toBe(false);
});

test('every view that needs no categories is the same built from the core file alone', () => {
  const full = makeGas();
  const core = joinGasData(splitGasData(full).core);
  const cases: FilterState[] = [];
  for (const view of ['absolute', 'change', 'share', 'revisions', 'per-capita'] as const)
    for (const level of ['total', 'sector'] as const)
      for (const sector of [null, ['energy'], ['agri', 'lulucf'], []]) cases.push(f({ view, level, sector }));
  expect(cases.every((c) => !needsCategories(c))).toBe(true);
  for (const c of cases) {
    const mode = c.view === 'change' || c.view === 'share' ? c.view : 'absolute';
    const built = (gas: typeof full) => {
      const { view, note } = buildModeView(gas, { ...c, view: mode }, [2000], opts);
      return { view, note, summary: summariseMode(gas, mode, view, 'en', [2000]) };
    };
    expect(built(core)).toEqual(built(full));
  }
  // … and a view that needs them is not: the categories are missing from the core file.
  const bars = (gas: typeof full) =>
    buildView(gas, f({ level: 'cat' }), [], opts).series.filter((s) => s.kind === 'bar');
  expect(bars(core)).not.toEqual(bars(full));
  expect(bars(full).map((s) => s.id)).toEqual(['energy-ind', 'oil', 'enteric', 'forest']);
});

test('category level: a sector the source gives only as a total is the sector itself, not "Rest of" (audit L5)', () => {
  const gas = makeGas({
    sectors: [...makeGas().sectors, { id: 'waste', data: [4, 3, 2], cats: [] }],
  });
  const view = buildView(gas, f({ level: 'cat' }), [], opts);
  const waste = view.series.find((s) => s.id === 'waste');
  expect(waste).toMatchObject({ label: 'Waste', data: [4, 3, 2] });
  expect(view.series.some((s) => s.label === 'Rest of Waste')).toBe(false);
});
