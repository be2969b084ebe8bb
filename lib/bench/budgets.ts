import type { LighthouseFigures } from './lighthouse';

export interface BudgetInput {
  bare: LighthouseFigures;
  pages: Record<string, LighthouseFigures>;
  inventoryPage: string;
  redrawP95Ms: number;
  excelLoadedBeforeClick: boolean;
}

export interface BudgetCheck {
  budget: string;
  measured: string;
  ok: boolean;
}

/** The README's performance budgets, each checked against the medians of a bench run. */
export function checkBudgets({ bare, pages, inventoryPage, redrawP95Ms, excelLoadedBeforeClick }: BudgetInput): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [name, p] of Object.entries(pages)) {
    checks.push({ budget: `${name}: performance score ≥ bare page (${bare.score})`, measured: String(p.score), ok: p.score >= bare.score });
    checks.push({ budget: `${name}: LCP ≤ bare page + 300 ms (${bare.lcpMs + 300} ms)`, measured: `${p.lcpMs} ms`, ok: p.lcpMs <= bare.lcpMs + 300 });
    checks.push({ budget: `${name}: CLS = 0`, measured: String(p.cls), ok: p.cls === 0 });
  }
  const inventory = pages[inventoryPage];
  if (inventory) {
    const limit = Math.round(bare.bytes * 1.5);
    checks.push({ budget: `${inventoryPage}: transferred bytes ≤ 1.5 × bare page (${limit})`, measured: String(inventory.bytes), ok: inventory.bytes <= limit });
  }
  checks.push({ budget: 'filter click → redrawn chart p95 ≤ 50 ms', measured: `${redrawP95Ms.toFixed(1)} ms`, ok: redrawP95Ms <= 50 });
  checks.push({ budget: 'exceljs not loaded before an export click', measured: excelLoadedBeforeClick ? 'loaded' : 'not loaded', ok: !excelLoadedBeforeClick });
  return checks;
}
