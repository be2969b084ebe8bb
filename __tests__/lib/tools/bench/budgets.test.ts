import { checkBudgets } from '@/lib/tools/bench/budgets';

const bare = { score: 90, lcpMs: 2000, tbtMs: 50, cls: 0, bytes: 100_000 };

test('a page within every budget passes them all', () => {
  const checks = checkBudgets({
    bare,
    pages: { inventory: { score: 92, lcpMs: 2300, tbtMs: 80, cls: 0, bytes: 150_000 } },
    inventoryPage: 'inventory',
    redrawP95Ms: 50,
    excelLoadedBeforeClick: false,
    pointerP95Ms: 100,
    bytes: { bare: 100_000, beforeIdle: 150_000, total: 200_000 },
  });
  expect(checks.every((c) => c.ok)).toBe(true);
  expect(checks).toHaveLength(8);
});

test('each budget fails on its own', () => {
  const checks = checkBudgets({
    bare,
    pages: { inventory: { score: 89, lcpMs: 2301, tbtMs: 80, cls: 0.01, bytes: 150_001 } },
    inventoryPage: 'inventory',
    redrawP95Ms: 50.1,
    excelLoadedBeforeClick: true,
    pointerP95Ms: 100.1,
    bytes: { bare: 100_000, beforeIdle: 150_001, total: 200_001 },
  });
  expect(checks.filter((c) => !c.ok).map((c) => c.budget.split(':')[0]?.slice(0, 12))).toEqual([
    'inventory',
    'inventory',
    'inventory',
    'inventory',
    'inventory',
    'pointer → in',
    'filter click',
    'exceljs not ',
  ]);
  expect(checks.filter((c) => !c.ok).map((c) => c.budget)).toEqual(
    expect.arrayContaining([
      'inventory: bytes before idle ≤ 1.5 × bare page (150000)',
      'inventory: bytes with the idle prefetch ≤ 2 × bare page (200000)',
      'pointer → interactive chart p95 ≤ 100 ms (4× CPU slowdown, after 2 s idle)',
    ]),
  );
});
