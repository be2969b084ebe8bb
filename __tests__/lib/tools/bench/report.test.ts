import { budgetTable, renderReport } from '@/lib/tools/bench/report';

const budgets = [
  { budget: 'inventory: CLS = 0', measured: '0', ok: true },
  { budget: 'category filter: longest task < 50 ms', measured: 'median 68 ms', ok: false },
];

test('the budget table marks a missed budget NO', () => {
  expect(budgetTable(budgets)).toEqual([
    '| budget | measured | met |',
    '| --- | --- | --- |',
    '| inventory: CLS = 0 | 0 | yes |',
    '| category filter: longest task < 50 ms | median 68 ms | NO |',
  ]);
});

test('the report: Lighthouse rows, bytes against the bare page, timings, the sections and the budgets', () => {
  const text = renderReport({
    date: '2026-11-26T13:20:13.160Z',
    machine: { cpus: 2, loadAverageStart: 3.72, loadAverageEnd: 2.66 },
    runs: { lighthouse: 3, build: 1, pointer: 10, clicks: 20 },
    bare: { score: 100, lcpMs: 664, tbtMs: 11, cls: 0, bytes: 144332 },
    pages: { inventory: { score: 100, lcpMs: 855, tbtMs: 28, cls: 0, bytes: 230302 } },
    bytes: { bare: 1000, pages: { inventory: { beforeIdle: 1350, total: 1600, prefetched: false } } },
    pointerToAnswer: { p50: 36.66, p95: 50.71 },
    pointerToChartJs: { p50: 216.9, p95: 337 },
    chartDrawnBeforeInteraction: false,
    redraw: { p50: 15, p95: 24.6 },
    compileHints: {
      '/en/inventory/': {
        hints: { longestTaskMs: 101, blockingMs: 0 },
        noHints: { longestTaskMs: 235, blockingMs: 0 },
      },
    },
    buildMedianMs: 51202,
    compile: { median: 2077, median10x: 2053, processStartupMs: 830, growth10x: 0.98 },
    sections: [['## Slow phone'], ['## Interactions']],
    budgets,
  });
  const lines = text.split('\n');
  expect(lines[0]).toBe('# Bench results (2026-11-26T13:20:13.160Z)');
  expect(lines).toContain('Machine: 2 CPUs, load average (1 min) 3.7 at the start and 2.7 at the end.');
  expect(lines).toContain('| bare page | 100 | 664 | 11 | 0 | 144332 |');
  expect(lines).toContain('| inventory | 100 | 855 | 28 | 0 | 230302 |');
  expect(text).toContain(
    'Transferred bytes (fresh cache, medians of 3 loads): bare page 1000; inventory before idle 1350 (×1.35), in all 1600 (×1.6), chart code fetched: no.',
  );
  expect(text).toContain('10 loads): p50 36.7 ms, p95 50.7 ms; pointer → Chart.js chart drawn');
  expect(lines).toContain('Filter click → redrawn chart: p50 15.0 ms, p95 24.6 ms (20 clicks).');
  expect(text).toContain(
    'medians of 6 runs), longest main-thread task after the first paint with / without: /en/inventory/ 101 / 235 ms.',
  );
  expect(text).toContain('Full build: median 51202 ms (1 runs).');
  expect(text).toContain('## Slow phone\n\n## Interactions\n\n## Budgets\n\n| budget | measured | met |');
  expect(text.endsWith('| category filter: longest task < 50 ms | median 68 ms | NO |\n')).toBe(true);
});
