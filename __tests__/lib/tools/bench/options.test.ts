import { benchOptions } from '@/lib/tools/bench/options';

test('defaults: three runs, every page family, no part alone', () => {
  const r = benchOptions({});
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.options).toMatchObject({
    runs: 3,
    buildRuns: 3,
    clicks: 30,
    pointerRuns: 20,
    port: 4399,
    interactionRuns: 3,
  });
  expect(Object.keys(r.options.pages)).toEqual([
    'inventory',
    'projections',
    'sector page',
    'content page',
    'compare page',
  ]);
  expect(r.options.only).toBeUndefined();
  expect(r.options.controls).toBeUndefined();
});

test('chosen pages, a part alone, controls and an export before', () => {
  const r = benchOptions({
    BENCH_RUNS: '5',
    BENCH_PAGES: 'inventory, compare page',
    BENCH_ONLY: 'interactions',
    BENCH_CONTROLS: 'level',
    BENCH_BEFORE: 'out-before',
  });
  if (!r.ok) throw new Error(r.error);
  expect(r.options.pages).toEqual({ inventory: '/en/inventory/', 'compare page': '/en/compare/' });
  expect(r.options.interactionRuns).toBe(5);
  expect(r.options.only).toBe('interactions');
  expect(r.options.controls?.test('level → by sector')).toBe(true);
  expect(r.options.before).toBe('out-before');
});

test('an unknown page family or part is an error naming it and the known ones', () => {
  expect(benchOptions({ BENCH_PAGES: 'inventory,charts' })).toEqual({
    ok: false,
    error: 'BENCH_PAGES: unknown charts; known: inventory, projections, sector page, content page, compare page',
  });
  expect(benchOptions({ BENCH_ONLY: 'lighthouse' })).toEqual({
    ok: false,
    error: 'BENCH_ONLY: unknown lighthouse; known: long-tasks, interactions',
  });
});
