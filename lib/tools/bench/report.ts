/**
 * The bench's report: bench/results.md from the measured figures, and the budget table that a part
 * run alone (BENCH_ONLY) prints too. Pure: figures in, Markdown lines out.
 */
import type { BudgetCheck } from '@/lib/tools/bench/budgets';
import type { CompileHintFigures } from '@/lib/tools/bench/compile-hints';
import type { LighthouseFigures } from '@/lib/tools/bench/lighthouse';
import { ratio } from '@/lib/tools/bench/stats';

/** The budget table: one row per budget, "NO" where it is not met. */
export function budgetTable(checks: readonly BudgetCheck[]): string[] {
  return [
    '| budget | measured | met |',
    '| --- | --- | --- |',
    ...checks.map((b) => `| ${b.budget} | ${b.measured} | ${b.ok ? 'yes' : 'NO'} |`),
  ];
}

interface Percentiles {
  p50: number;
  p95: number;
}

interface ReportInput {
  date: string;
  machine: { cpus: number; loadAverageStart: number; loadAverageEnd: number };
  /** How often each part ran: Lighthouse runs per page, builds, pointer loads, filter clicks. */
  runs: { lighthouse: number; build: number; pointer: number; clicks: number };
  bare: LighthouseFigures;
  pages: Record<string, LighthouseFigures>;
  bytes: { bare: number; pages: Record<string, { beforeIdle: number; total: number; prefetched: boolean }> };
  pointerToAnswer: Percentiles;
  pointerToChartJs: Percentiles;
  chartDrawnBeforeInteraction: boolean;
  redraw: Percentiles;
  compileHints: CompileHintFigures;
  buildMedianMs: number;
  compile: { median: number; median10x: number; processStartupMs: number; growth10x: number };
  /** The slow-phone and interactions sections, already rendered. */
  sections: string[][];
  budgets: readonly BudgetCheck[];
}

const lighthouseRow = (name: string, p: LighthouseFigures) =>
  `| ${name} | ${p.score} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.bytes} |`;

const ms = (p: Percentiles) => `p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms`;

/** bench/results.md. */
export function renderReport(r: ReportInput): string {
  const bytes = Object.entries(r.bytes.pages)
    .map(
      ([n, b]) =>
        `${n} before idle ${b.beforeIdle} (×${ratio(b.beforeIdle, r.bytes.bare)}), in all ${b.total} (×${ratio(b.total, r.bytes.bare)}), chart code fetched: ${b.prefetched ? 'yes' : 'no'}`,
    )
    .join('; ');
  const hints = Object.entries(r.compileHints)
    .map(([url, f]) => `${url} ${f.hints.longestTaskMs} / ${f.noHints.longestTaskMs} ms`)
    .join('; ');
  return [
    `# Bench results (${r.date})`,
    '',
    `Lighthouse mobile emulation, medians of ${r.runs.lighthouse} runs, in turn with the bare page (\`/reference/\` of the same build).`,
    `Machine: ${r.machine.cpus} CPUs, load average (1 min) ${r.machine.loadAverageStart.toFixed(1)} at the start and ${r.machine.loadAverageEnd.toFixed(1)} at the end.`,
    '',
    '| page | score | LCP ms | TBT ms | CLS | bytes |',
    '| --- | --- | --- | --- | --- | --- |',
    lighthouseRow('bare page', r.bare),
    ...Object.entries(r.pages).map(([n, p]) => lighthouseRow(n, p)),
    '',
    `Served gzip-compressed like deploy/nginx.conf. Lighthouse bytes are the whole load; no chart code is fetched without intent.`,
    `Transferred bytes (fresh cache, medians of 3 loads): bare page ${r.bytes.bare}; ${bytes}.`,
    `Pointer entering the chart → its first answer, the drawing's tooltip or the Chart.js chart (4× CPU slowdown, after 2 s idle, ${r.runs.pointer} loads): ${ms(r.pointerToAnswer)}; pointer → Chart.js chart drawn (its code fetched on that intent): ${ms(r.pointerToChartJs)}. Chart.js drawn before any pointer in the redraw run: ${r.chartDrawnBeforeInteraction ? 'yes' : 'no'}.`,
    `Filter click → redrawn chart: ${ms(r.redraw)} (${r.runs.clicks} clicks).`,
    `Compile hints (4× CPU slowdown, medians of ${r.runs.lighthouse * 2} runs), longest main-thread task after the first paint with / without: ${hints}.`,
    `Full build: median ${r.buildMedianMs} ms (${r.runs.build} runs). Data compile: ${r.compile.median} ms; 10× data: ${r.compile.median10x} ms (process start-up ${r.compile.processStartupMs} ms; growth net of start-up ×${r.compile.growth10x}).`,
    '',
    ...r.sections.flatMap((lines) => [...lines, '']),
    '## Budgets',
    '',
    ...budgetTable(r.budgets),
    '',
  ].join('\n');
}
