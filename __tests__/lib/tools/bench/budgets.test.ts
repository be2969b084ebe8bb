import { checkBudgets, checkInteractions, checkSiteTasks } from '@/lib/tools/bench/budgets';
import type { TaskGroup } from '@/lib/tools/bench/long-task-groups';

const bare = { score: 90, lcpMs: 2000, tbtMs: 50, cls: 0, bytes: 100_000 };
const group = (medianMs: number): TaskGroup => ({
  kind: 'chart.js',
  file: 'c.js',
  activity: 'evaluate',
  site: true,
  medianMs,
  maxMs: medianMs,
  tasks: 3,
  runs: 3,
});

test('a page within every budget passes them all', () => {
  const checks = checkBudgets({
    bare,
    // TBT 50 + 50; bytes 1.4 × and 1.8 × 100 000.
    pages: { inventory: { score: 92, lcpMs: 2300, tbtMs: 100, cls: 0, bytes: 150_000 } },
    redrawP95Ms: 50,
    excelLoadedBeforeClick: false,
    pointerP95Ms: 100,
    bytes: { bare: 100_000, pages: { inventory: { beforeIdle: 140_000, total: 180_000 } } },
    siteTasks: { inventory: group(50) },
    interactions: {
      'level → by category': { medianMs: 100, maxMs: 200, longestTaskMedianMs: 0 },
      bare: { medianMs: 300, maxMs: 400, longestTaskMedianMs: 90 },
    },
    bareControl: 'bare',
  });
  expect(checks.filter((c) => !c.ok)).toEqual([]);
  // The bare page's click is the noise floor, not budgeted.
  expect(checks).toHaveLength(12);
});

test('each budget fails on its own', () => {
  const checks = checkBudgets({
    bare,
    pages: { inventory: { score: 89, lcpMs: 2301, tbtMs: 101, cls: 0.01, bytes: 150_001 } },
    redrawP95Ms: 50.1,
    excelLoadedBeforeClick: true,
    pointerP95Ms: 100.1,
    bytes: { bare: 100_000, pages: { inventory: { beforeIdle: 140_001, total: 180_001 } } },
    siteTasks: { inventory: group(51) },
    interactions: { 'level → by category': { medianMs: 104, maxMs: 200, longestTaskMedianMs: 51 } },
    bareControl: 'bare',
  });
  expect(checks.filter((c) => c.ok)).toEqual([]);
  expect(checks.map((c) => c.budget)).toEqual([
    'inventory: performance score ≥ bare page (90)',
    'inventory: LCP ≤ bare page + 300 ms (2300 ms)',
    'inventory: CLS = 0',
    'inventory: TBT ≤ bare page + 50 ms (100 ms)',
    'inventory: bytes before idle ≤ 1.4 × bare page (140000)',
    'inventory: all bytes without intent ≤ 1.8 × bare page (180000)',
    "inventory: no task of the site's own code after first paint > 50 ms (4× CPU slowdown)",
    'level → by category: input → next paint median ≤ 100 ms, max ≤ 200 ms (4× CPU slowdown)',
    'level → by category: longest task from the input until the view settled < 50 ms, median (4× CPU slowdown)',
    'pointer → the chart answers (tooltip) p95 ≤ 100 ms (4× CPU slowdown, after 2 s idle)',
    'filter click → redrawn chart p95 ≤ 50 ms',
    'exceljs not loaded before an export click',
  ]);
});

test('every page family gets its bytes and long-task lines', () => {
  const checks = checkBudgets({
    bare,
    pages: {},
    redrawP95Ms: 0,
    excelLoadedBeforeClick: false,
    pointerP95Ms: 0,
    bytes: { bare: 100_000, pages: { a: { beforeIdle: 1, total: 1 }, b: { beforeIdle: 1, total: 200_000 } } },
    siteTasks: { a: undefined, b: undefined },
    interactions: {},
    bareControl: 'bare',
  });
  expect(checks.filter((c) => !c.ok).map((c) => c.budget)).toEqual([
    'b: all bytes without intent ≤ 1.8 × bare page (180000)',
  ]);
  expect(checks.filter((c) => c.budget.startsWith('a: '))).toHaveLength(3);
});

test('the long-task line names the site’s longest task, or none', () => {
  expect(checkSiteTasks({ inventory: group(120), projections: undefined })).toEqual([
    {
      budget: "inventory: no task of the site's own code after first paint > 50 ms (4× CPU slowdown)",
      measured: '120 ms (chart.js c.js, evaluate, 3 runs)',
      ok: false,
    },
    {
      budget: "projections: no task of the site's own code after first paint > 50 ms (4× CPU slowdown)",
      measured: 'none',
      ok: true,
    },
  ]);
});

test('a control fails on its median or on its longest load alone', () => {
  const checks = checkInteractions(
    {
      fast: { medianMs: 96, maxMs: 200, longestTaskMedianMs: 0 },
      slowMedian: { medianMs: 104, maxMs: 120, longestTaskMedianMs: 0 },
      oneSlow: { medianMs: 40, maxMs: 208, longestTaskMedianMs: 0 },
    },
    'bare',
  ).filter((c) => c.budget.includes('next paint'));
  expect(checks.map((c) => [c.measured, c.ok])).toEqual([
    ['median 96 ms, max 200 ms', true],
    ['median 104 ms, max 120 ms', false],
    ['median 40 ms, max 208 ms', false],
  ]);
});

test('a control whose work after the input holds a long task at the median fails', () => {
  const checks = checkInteractions(
    {
      sliced: { medianMs: 40, maxMs: 60, longestTaskMedianMs: 0, longestTaskMaxMs: 64 },
      blocking: { medianMs: 40, maxMs: 60, longestTaskMedianMs: 51, longestTaskMaxMs: 51 },
    },
    'bare',
  ).filter((c) => c.budget.includes('longest task'));
  expect(checks.map((c) => [c.measured, c.ok])).toEqual([
    ['median none over 50 ms, max 64 ms', true],
    ['median 51 ms, max 51 ms', false],
  ]);
});
