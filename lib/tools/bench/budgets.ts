import type { LighthouseFigures } from '@/lib/tools/bench/lighthouse';

interface BudgetInput {
  bare: LighthouseFigures;
  pages: Record<string, LighthouseFigures>;
  inventoryPage: string;
  redrawP95Ms: number;
  excelLoadedBeforeClick: boolean;
  /** Pointer entering the chart → interactive chart, p95 (4× CPU slowdown, after 2 s idle). */
  pointerP95Ms: number;
  /** Transferred bytes of the bare page and of the inventory page, before idle and with the idle prefetch. */
  bytes: { bare: number; beforeIdle: number; total: number };
}

interface BudgetCheck {
  budget: string;
  measured: string;
  ok: boolean;
}

/** The README's performance budgets, each checked against the medians of a bench run. */
const POINTER_P95_LIMIT_MS = 100;
const BYTES_BEFORE_IDLE_FACTOR = 1.5;
const BYTES_TOTAL_FACTOR = 2;

export function checkBudgets({
  bare,
  pages,
  inventoryPage,
  redrawP95Ms,
  excelLoadedBeforeClick,
  pointerP95Ms,
  bytes,
}: BudgetInput): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [name, p] of Object.entries(pages)) {
    checks.push({
      budget: `${name}: performance score ≥ bare page (${bare.score})`,
      measured: String(p.score),
      ok: p.score >= bare.score,
    });
    checks.push({
      budget: `${name}: LCP ≤ bare page + 300 ms (${bare.lcpMs + 300} ms)`,
      measured: `${p.lcpMs} ms`,
      ok: p.lcpMs <= bare.lcpMs + 300,
    });
    checks.push({ budget: `${name}: CLS = 0`, measured: String(p.cls), ok: p.cls === 0 });
  }
  const before = Math.round(bytes.bare * BYTES_BEFORE_IDLE_FACTOR);
  checks.push({
    budget: `${inventoryPage}: bytes before idle ≤ ${BYTES_BEFORE_IDLE_FACTOR} × bare page (${before})`,
    measured: String(bytes.beforeIdle),
    ok: bytes.beforeIdle <= before,
  });
  const total = Math.round(bytes.bare * BYTES_TOTAL_FACTOR);
  checks.push({
    budget: `${inventoryPage}: bytes with the idle prefetch ≤ ${BYTES_TOTAL_FACTOR} × bare page (${total})`,
    measured: String(bytes.total),
    ok: bytes.total <= total,
  });
  checks.push({
    budget: `pointer → interactive chart p95 ≤ ${POINTER_P95_LIMIT_MS} ms (4× CPU slowdown, after 2 s idle)`,
    measured: `${pointerP95Ms.toFixed(1)} ms`,
    ok: pointerP95Ms <= POINTER_P95_LIMIT_MS,
  });
  checks.push({
    budget: 'filter click → redrawn chart p95 ≤ 50 ms',
    measured: `${redrawP95Ms.toFixed(1)} ms`,
    ok: redrawP95Ms <= 50,
  });
  checks.push({
    budget: 'exceljs not loaded before an export click',
    measured: excelLoadedBeforeClick ? 'loaded' : 'not loaded',
    ok: !excelLoadedBeforeClick,
  });
  return checks;
}
