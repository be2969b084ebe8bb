/**
 * npm run bench: performance figures of the built site against a bare page of the same setup,
 * written to bench/results.json and bench/results.md (lib/tools/bench/report). Medians of several
 * runs. Settings from BENCH_* variables (lib/tools/bench/options; docs/bench.md lists them):
 * BENCH_ONLY runs one part alone (long-tasks, interactions), printed and not written to bench/;
 * BENCH_BEFORE measures another export's interactions in turn with out/'s.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { checkBudgets, checkInteractions, checkSiteTasks, type BudgetCheck } from '@/lib/tools/bench/budgets';
import { compareCompileHints } from '@/lib/tools/bench/compile-hints';
import { measureBytes, timePointerToInteractive, type PageBytes } from '@/lib/tools/bench/idle';
import { BARE_CONTROL, measureInteractions, renderInteractions } from '@/lib/tools/bench/interactions';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/lib/tools/browser/chromium';
import { runLighthouse, type LighthouseFigures } from '@/lib/tools/bench/lighthouse';
import { renderSlowPhone, slowPhoneSection } from '@/lib/tools/bench/long-task-report';
import { benchOptions, CONTENT_PAGE } from '@/lib/tools/bench/options';
import { budgetTable, renderReport } from '@/lib/tools/bench/report';
import { CPU_SLOWDOWN, measureLongTasks } from '@/lib/tools/bench/long-tasks';
import { timeSectorToggle } from '@/lib/tools/bench/redraw';
import { median, percentile, ratio, spread } from '@/lib/tools/bench/stats';
import { filesContaining, syntheticDataDir, timeCommand } from '@/lib/tools/bench/timing';
import { startStaticServer } from '@/lib/tools/serve/static-server';

const parsed = benchOptions(process.env);
if (!parsed.ok) {
  console.error(parsed.error);
  process.exit(2);
}
const {
  runs: RUNS,
  buildRuns: BUILD_RUNS,
  clicks: CLICKS,
  pointerRuns: POINTER_RUNS,
  port: PORT,
  pages: PAGES,
  only: ONLY,
  interactionRuns: INTERACTION_RUNS,
  controls: CONTROLS,
  before: BEFORE,
} = parsed.options;
const BARE = 'bare page';
const repeat = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);
const round = (ms: number) => Math.round(ms);

/** Long tasks after the first paint at 4× CPU slowdown, the bare page's runs in turn with the page families'. */
async function slowPhone(browser: Browser, origin: string) {
  console.log(`Long tasks after first paint (${CPU_SLOWDOWN}× CPU slowdown, traced) × ${RUNS} per page…`);
  return measureLongTasks({
    browser,
    origin,
    root: 'out',
    pages: { [BARE]: '/reference/', ...PAGES },
    bare: BARE,
    runs: RUNS,
    log: (line) => console.log(line),
  });
}

/**
 * The controls' Event Timing at 4× CPU slowdown on out/ (served at `origin`), and, with BENCH_BEFORE,
 * in turn on that export too; the figures of out/, and the section's lines.
 */
async function interactions(browser: Browser, origin: string) {
  console.log(`Interactions (${CPU_SLOWDOWN}× CPU slowdown, Event Timing) × ${INTERACTION_RUNS} per control…`);
  const before = BEFORE ? await startStaticServer({ root: BEFORE, port: PORT + 1 }) : undefined;
  const origins = { ...(BEFORE ? { before: `http://127.0.0.1:${PORT + 1}` } : {}), out: origin };
  try {
    const figures = await measureInteractions({
      browser,
      origins,
      runs: INTERACTION_RUNS,
      only: CONTROLS,
      log: (line) => console.log(line),
    });
    return { controls: figures.out!, lines: renderInteractions(figures, INTERACTION_RUNS) };
  } finally {
    before?.close();
  }
}

const siteTasksOf = (longTasks: Awaited<ReturnType<typeof slowPhone>>) =>
  Object.fromEntries(Object.keys(PAGES).map((n) => [n, longTasks[n]?.longestSite]));

/**
 * A part run alone (BENCH_ONLY) against out/, in a browser of its own: its section and budget lines
 * printed, exit 1 when a budget is missed.
 */
async function runAlone<T>(
  measure: (browser: Browser, origin: string) => Promise<T>,
  report: (result: T) => [section: string[], checks: BudgetCheck[]],
): Promise<never> {
  const server = await startStaticServer({ root: 'out', port: PORT });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const result = await measure(browser, `http://127.0.0.1:${PORT}`);
  await browser.close();
  server.close();
  const [section, checks] = report(result);
  console.log([...section, '', ...budgetTable(checks), ''].join('\n'));
  process.exit(checks.every((b) => b.ok) ? 0 : 1);
}

if (ONLY === 'long-tasks')
  await runAlone(slowPhone, (longTasks) => [
    renderSlowPhone(slowPhoneSection(longTasks, { runs: RUNS, bare: BARE }, undefined, {})),
    checkSiteTasks(siteTasksOf(longTasks)),
  ]);
if (ONLY === 'interactions')
  await runAlone(interactions, ({ controls, lines }) => [lines, checkInteractions(controls, BARE_CONTROL)]);

// The machine's load around the run: figures from a busy machine are noisier and slower.
const loadAtStart = loadavg()[0]!;
console.log(`Full build × ${BUILD_RUNS}…`);
// The bench builds include the bare reference page (app/(bare)/*.bench.tsx), which the site's build leaves out.
const benchBuild = { ...process.env, BENCH_REFERENCE: '1' };
const buildMs = repeat(BUILD_RUNS, () => timeCommand('npm', ['run', 'build'], benchBuild));

console.log('Data compile (real and 10× synthetic) × 5…');
const scratch = mkdtempSync(path.join(tmpdir(), 'ghg-bench-out-'));
const compile = (dataDir: string) =>
  timeCommand('npx', ['tsx', 'scripts/compile-data.ts', '--data-dir', dataDir, '--out-dir', scratch]);
const compileMs = repeat(5, () => compile('data'));
const bigDir = syntheticDataDir('data', 10);
const compile10xMs = repeat(5, () => compile(bigDir));
const startupMs = repeat(5, () => timeCommand('npx', ['tsx', '-e', '0']));

const server = await startStaticServer({ root: 'out', port: PORT });
const origin = `http://127.0.0.1:${PORT}`;
/** Medians of each figure over a page's runs. */
const medians = (runs: LighthouseFigures[]): LighthouseFigures => {
  const med = (k: keyof LighthouseFigures) => median(runs.map((r) => r[k]));
  return { score: med('score'), lcpMs: med('lcpMs'), tbtMs: med('tbtMs'), cls: med('cls'), bytes: med('bytes') };
};
console.log(`Lighthouse (mobile) × ${RUNS} per page, in turn with the bare page…`);
// Round by round, the bare page first in each, so a machine busier in one stretch of the run
// weighs on the bare page and the pages alike.
const lighthouseRuns: Record<string, LighthouseFigures[]> = {
  bare: [],
  ...Object.fromEntries(Object.keys(PAGES).map((n) => [n, []])),
};
for (let i = 0; i < RUNS; i++) {
  lighthouseRuns.bare!.push(await runLighthouse(`${origin}/reference/`, CHROMIUM_PATH));
  for (const [name, url] of Object.entries(PAGES))
    lighthouseRuns[name]!.push(await runLighthouse(`${origin}${url}`, CHROMIUM_PATH));
}
const bare = medians(lighthouseRuns.bare!);
const pages: Record<string, LighthouseFigures> = Object.fromEntries(
  Object.keys(PAGES).map((name) => [name, medians(lighthouseRuns[name]!)]),
);

console.log(`Filter click → redraw × ${CLICKS}…`);
const excelChunks = new Set(filesContaining('out/_next/static/chunks', /xl\/workbook\.xml/));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

console.log('Transferred bytes before idle and in all…');
const bareBytes: number[] = [];
const pageBytes: Record<string, PageBytes[]> = Object.fromEntries(Object.keys(PAGES).map((n) => [n, []]));
for (let i = 0; i < 3; i++) {
  bareBytes.push((await measureBytes(browser, `${origin}/reference/`)).total);
  for (const [name, url] of Object.entries(PAGES))
    pageBytes[name]!.push(await measureBytes(browser, `${origin}${url}`));
}
const bytes = {
  bare: Math.round(median(bareBytes)),
  pages: Object.fromEntries(
    Object.entries(pageBytes).map(([name, runs]) => [
      name,
      {
        beforeIdle: Math.round(median(runs.map((b) => b.beforeIdle))),
        total: Math.round(median(runs.map((b) => b.total))),
        prefetched: runs.every((b) => b.prefetched),
      },
    ]),
  ),
};

console.log(`Pointer → interactive chart × ${POINTER_RUNS} (4× CPU slowdown, after 2 s idle)…`);
const pointer = await timePointerToInteractive(browser, `${origin}/en/inventory/?level=sector`, POINTER_RUNS);
const answerMs = pointer.map((p) => p.answerMs);
const liveMs = pointer.map((p) => p.liveMs);

const page = await browser.newPage();
const requested: string[] = [];
page.on('request', (req) => requested.push(req.url()));
await page.goto(`${origin}/en/inventory/?level=sector`, { waitUntil: 'networkidle' });
await page.waitForSelector('[data-live] [data-signature]');
// The chart is an SVG drawing until the reader shows intent; nothing fetches Chart.js before.
const chartJsBeforeInteraction = (await page.locator('canvas').count()) > 0;
await page.locator('[data-live]').hover();
await page.waitForSelector('canvas[data-signature]');
await page.getByRole('button', { name: /Sectors/ }).click();
const clickMs: number[] = [];
for (let i = 0; i < CLICKS; i++) clickMs.push(await timeSectorToggle(page, 'Waste'));
const excelLoadedBeforeClick = requested.some((url) => excelChunks.has(path.basename(new URL(url).pathname)));
const longTasks = await slowPhone(browser, origin);
const interactionRun = await interactions(browser, origin);
server.close();

// The compile hints stay only while they shorten the main thread's work after the first paint.
console.log(`Compile hints: longest task after first paint, with and without, × ${RUNS * 2} per page…`);
const compileHints = await compareCompileHints({
  browser,
  root: 'out',
  port: PORT,
  pages: Object.values(PAGES).filter((url) => url !== CONTENT_PAGE),
  runs: RUNS * 2,
  median,
  serve: (root, port) => startStaticServer({ root, port }),
});
await browser.close();

const results = {
  date: new Date().toISOString(),
  runs: { lighthouse: RUNS, build: BUILD_RUNS, clicks: CLICKS },
  machine: { cpus: cpus().length, loadAverageStart: loadAtStart, loadAverageEnd: loadavg()[0]! },
  buildMs: { median: round(median(buildMs)), runs: buildMs.map(round) },
  compileMs: {
    median: round(median(compileMs)),
    median10x: round(median(compile10xMs)),
    processStartupMs: round(median(startupMs)),
    growth10x: ratio(median(compile10xMs) - median(startupMs), median(compileMs) - median(startupMs)),
  },
  lighthouse: {
    bare,
    pages,
    ratios: Object.fromEntries(
      Object.entries(pages).map(([n, p]) => [
        n,
        { score: ratio(p.score, bare.score), lcp: ratio(p.lcpMs, bare.lcpMs), bytes: ratio(p.bytes, bare.bytes) },
      ]),
    ),
  },
  interactiveChartMs: {
    pointerToAnswer: {
      p50: median(answerMs),
      p95: percentile(answerMs, 95),
      runs: answerMs.map((v) => Math.round(v * 10) / 10),
    },
    pointerToChartJs: {
      p50: median(liveMs),
      p95: percentile(liveMs, 95),
      runs: liveMs.map((v) => Math.round(v * 10) / 10),
    },
    cpuSlowdown: 4,
    idleBeforePointerMs: 2000,
    chartDrawnBeforeInteraction: chartJsBeforeInteraction,
  },
  bytes,
  redrawMs: { p50: median(clickMs), p95: percentile(clickMs, 95), runs: clickMs.map((v) => Math.round(v * 10) / 10) },
  excelLoadedBeforeClick,
  compileHints: compileHints.figures,
  interactions: { cpuSlowdown: CPU_SLOWDOWN, runs: INTERACTION_RUNS, controls: interactionRun.controls },
  slowPhone: slowPhoneSection(
    longTasks,
    { runs: RUNS, bare: BARE },
    Object.fromEntries(Object.entries(pages).map(([n, p]) => [n, { tbtMs: p.tbtMs, bareTbtMs: bare.tbtMs }])),
    {
      tbtMs: spread(lighthouseRuns.bare!.map((r) => r.tbtMs)),
      lcpMs: spread(lighthouseRuns.bare!.map((r) => r.lcpMs)),
      score: spread(lighthouseRuns.bare!.map((r) => r.score)),
    },
  ),
};
const budgets = checkBudgets({
  bare,
  pages,
  redrawP95Ms: results.redrawMs.p95,
  excelLoadedBeforeClick,
  pointerP95Ms: results.interactiveChartMs.pointerToAnswer.p95,
  bytes,
  siteTasks: siteTasksOf(longTasks),
  interactions: interactionRun.controls,
  bareControl: BARE_CONTROL,
});

const table = renderReport({
  date: results.date,
  machine: results.machine,
  runs: { lighthouse: RUNS, build: BUILD_RUNS, pointer: POINTER_RUNS, clicks: CLICKS },
  bare,
  pages,
  bytes,
  pointerToAnswer: results.interactiveChartMs.pointerToAnswer,
  pointerToChartJs: results.interactiveChartMs.pointerToChartJs,
  chartDrawnBeforeInteraction: chartJsBeforeInteraction,
  redraw: results.redrawMs,
  compileHints: compileHints.figures,
  buildMedianMs: results.buildMs.median,
  compile: results.compileMs,
  sections: [renderSlowPhone(results.slowPhone), interactionRun.lines],
  budgets,
});
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ ...results, budgets }, null, 2)}\n`);
writeFileSync('bench/results.md', table);
console.log(table);
process.exit(budgets.every((b) => b.ok) ? 0 : 1);
