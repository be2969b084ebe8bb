import type { LighthouseFigures } from '@/lib/tools/bench/lighthouse';
import type { TaskGroup } from '@/lib/tools/bench/long-task-groups';

interface BudgetInput {
  bare: LighthouseFigures;
  pages: Record<string, LighthouseFigures>;
  redrawP95Ms: number;
  excelLoadedBeforeClick: boolean;
  /** Pointer entering the chart → its first answer (the drawing's tooltip or Chart.js), p95 (4× CPU slowdown, after 2 s idle). */
  pointerP95Ms: number;
  /** Transferred bytes of the bare page, and of each page family before idle and with the idle prefetch. */
  bytes: { bare: number; pages: Record<string, { beforeIdle: number; total: number }> };
  /**
   * Per page family, the site's longest kind of long task after the first paint at 4× CPU slowdown
   * that the median run has (lib/tools/bench/long-task-groups.ts longestSiteGroup); undefined for none.
   */
  siteTasks: Record<string, TaskGroup | undefined>;
  /** Per control, its interactions' figures at 4× CPU slowdown (lib/tools/bench/interactions.ts). */
  interactions: Record<string, ControlTimes>;
  /** The name of the bare page's click among them, the noise floor, not budgeted. */
  bareControl: string;
}

export interface BudgetCheck {
  budget: string;
  measured: string;
  ok: boolean;
}

const POINTER_P95_LIMIT_MS = 100;
const BYTES_BEFORE_IDLE_FACTOR = 1.4;
const BYTES_TOTAL_FACTOR = 1.8;
const TBT_MARGIN_MS = 50;
const LONG_TASK_MS = 50;

/**
 * Per page family: no task of the site's own code after the first paint longer than 50 ms at 4× CPU
 * slowdown (framework start-up and hydration excepted: lib/tools/bench/long-task-groups.ts isSiteTask).
 */
export function checkSiteTasks(siteTasks: Record<string, TaskGroup | undefined>): BudgetCheck[] {
  return Object.entries(siteTasks).map(([name, group]) => ({
    budget: `${name}: no task of the site's own code after first paint > ${LONG_TASK_MS} ms (4× CPU slowdown)`,
    measured: group
      ? `${group.medianMs} ms (${group.kind} ${group.file}, ${group.activity}, ${group.runs} runs)`
      : 'none',
    ok: !group || group.medianMs <= LONG_TASK_MS,
  }));
}

/** The performance budgets (docs/bench.md), each checked against the medians of a bench run. */
export function checkBudgets({
  bare,
  pages,
  redrawP95Ms,
  excelLoadedBeforeClick,
  pointerP95Ms,
  bytes,
  siteTasks,
  interactions,
  bareControl,
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
    checks.push({
      budget: `${name}: TBT ≤ bare page + ${TBT_MARGIN_MS} ms (${bare.tbtMs + TBT_MARGIN_MS} ms)`,
      measured: `${p.tbtMs} ms`,
      ok: p.tbtMs <= bare.tbtMs + TBT_MARGIN_MS,
    });
  }
  for (const [name, b] of Object.entries(bytes.pages)) {
    const before = Math.round(bytes.bare * BYTES_BEFORE_IDLE_FACTOR);
    checks.push({
      budget: `${name}: bytes before idle ≤ ${BYTES_BEFORE_IDLE_FACTOR} × bare page (${before})`,
      measured: String(b.beforeIdle),
      ok: b.beforeIdle <= before,
    });
    const total = Math.round(bytes.bare * BYTES_TOTAL_FACTOR);
    checks.push({
      budget: `${name}: all bytes without intent ≤ ${BYTES_TOTAL_FACTOR} × bare page (${total})`,
      measured: String(b.total),
      ok: b.total <= total,
    });
  }
  checks.push(...checkSiteTasks(siteTasks));
  checks.push(...checkInteractions(interactions, bareControl));
  checks.push({
    budget: `pointer → the chart answers (tooltip) p95 ≤ ${POINTER_P95_LIMIT_MS} ms (4× CPU slowdown, after 2 s idle)`,
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

/** A control's figures over its loads: Event Timing duration, and the longest task after the input (0 for none over 50 ms). */
interface ControlTimes {
  medianMs: number;
  maxMs: number;
  longestTaskMedianMs: number;
  /** The longest of those tasks over all loads (shown beside the median, not budgeted). */
  longestTaskMaxMs?: number;
}

const INTERACTION_MEDIAN_MS = 100;
/** A longest task as measured, 0 being none over the Long Tasks API's 50 ms. */
const task = (ms: number) => (ms ? `${ms} ms` : `none over ${LONG_TASK_MS} ms`);
const INTERACTION_MAX_MS = 200;

/**
 * Every control (the bare page's click aside) answers within 100 ms at the median of its loads and
 * 200 ms at most, at 4× CPU slowdown (Event Timing duration, lib/tools/bench/interactions.ts); and the
 * work that follows (the view, its table and chart) comes in tasks under 50 ms, at the median of the loads.
 */
export function checkInteractions(controls: Record<string, ControlTimes>, bare: string): BudgetCheck[] {
  return Object.entries(controls)
    .filter(([name]) => name !== bare)
    .flatMap(([name, c]) => [
      {
        budget: `${name}: input → next paint median ≤ ${INTERACTION_MEDIAN_MS} ms, max ≤ ${INTERACTION_MAX_MS} ms (4× CPU slowdown)`,
        measured: `median ${c.medianMs} ms, max ${c.maxMs} ms`,
        ok: c.medianMs <= INTERACTION_MEDIAN_MS && c.maxMs <= INTERACTION_MAX_MS,
      },
      {
        budget: `${name}: longest task from the input until the view settled < ${LONG_TASK_MS} ms, median (4× CPU slowdown)`,
        measured: `median ${task(c.longestTaskMedianMs)}${c.longestTaskMaxMs === undefined ? '' : `, max ${task(c.longestTaskMaxMs)}`}`,
        ok: c.longestTaskMedianMs < LONG_TASK_MS,
      },
    ]);
}
