/**
 * npm run bench: performance figures of the built site against a bare page of the same setup,
 * written to bench/results.json and bench/results.md. Medians of several runs.
 * Env: BENCH_RUNS (Lighthouse runs per page, 3), BENCH_BUILD_RUNS (3), BENCH_CLICKS (30),
 * BENCH_POINTER_RUNS (pointer → interactive chart page loads, 20), BENCH_PAGES (page families to
 * measure, comma-separated names of PAGES; all by default), BENCH_ONLY=long-tasks (only the slow-phone
 * long-task measurement, printed and not written to bench/; needs an export built with BENCH_REFERENCE=1),
 * BENCH_ONLY=interactions (only the controls' Event Timing, likewise), BENCH_INTERACTION_RUNS (loads per
 * control, BENCH_RUNS), BENCH_CONTROLS (a regular expression: only the controls it matches),
 * BENCH_BEFORE (another export folder, e.g. of the tree before a change: its interactions are
 * measured in turn with out/'s and shown beside them).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { checkBudgets, checkInteractions, checkSiteTasks } from '@/lib/tools/bench/budgets';
import { compareCompileHints } from '@/lib/tools/bench/compile-hints';
import { measureBytes, timePointerToInteractive, type PageBytes } from '@/lib/tools/bench/idle';
import { BARE_CONTROL, measureInteractions, renderInteractions } from '@/lib/tools/bench/interactions';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/lib/tools/browser/chromium';
import { runLighthouse, type LighthouseFigures } from '@/lib/tools/bench/lighthouse';
import { renderSlowPhone, slowPhoneSection } from '@/lib/tools/bench/long-task-report';
import { CPU_SLOWDOWN, measureLongTasks } from '@/lib/tools/bench/long-tasks';
import { timeSectorToggle } from '@/lib/tools/bench/redraw';
import { median, percentile, ratio, spread } from '@/lib/tools/bench/stats';
import { filesContaining, syntheticDataDir, timeCommand } from '@/lib/tools/bench/timing';
import { startStaticServer } from '@/lib/tools/serve/static-server';

const CHROME = CHROMIUM_PATH;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 30);
const POINTER_RUNS = Number(process.env.BENCH_POINTER_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const ALL_PAGES: Record<string, string> = {
  inventory: '/en/inventory/',
  projections: '/en/projections/',
  'sector page': '/en/inventory/sector/energy/',
  'content page': '/en/economic-indicators-ghg/',
  'compare page': '/en/compare/',
};
const PAGES = process.env.BENCH_PAGES
  ? Object.fromEntries(process.env.BENCH_PAGES.split(',').map((n) => [n.trim(), ALL_PAGES[n.trim()]!]))
  : ALL_PAGES;
const unknownPages = Object.entries(PAGES).filter(([, url]) => !url);
if (unknownPages.length > 0) {
  console.error(
    `BENCH_PAGES: unknown ${unknownPages.map(([n]) => n).join(', ')}; known: ${Object.keys(ALL_PAGES).join(', ')}`,
  );
  process.exit(2);
}
const BARE = 'bare page';
const ONLY = process.env.BENCH_ONLY;
if (ONLY && ONLY !== 'long-tasks' && ONLY !== 'interactions') {
  console.error(`BENCH_ONLY: unknown ${ONLY}; known: long-tasks, interactions`);
  process.exit(2);
}
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? RUNS);
const CONTROLS = process.env.BENCH_CONTROLS ? new RegExp(process.env.BENCH_CONTROLS) : undefined;
const BEFORE = process.env.BENCH_BEFORE;
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
  const origins = { ...(BEFORE ? { [BEFORE]: `http://127.0.0.1:${PORT + 1}` } : {}), out: origin };
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

/** A part run alone (BENCH_ONLY): its section and budget lines printed, exit 1 when a budget is missed. */
function printAndExit(section: string[], checks: { budget: string; measured: string; ok: boolean }[]): never {
  const rows = checks.map((b) => `| ${b.budget} | ${b.measured} | ${b.ok ? 'yes' : 'NO'} |`);
  console.log([...section, '', '| budget | measured | met |', '| --- | --- | --- |', ...rows, ''].join('\n'));
  process.exit(checks.every((b) => b.ok) ? 0 : 1);
}

if (ONLY === 'long-tasks') {
  const server = await startStaticServer({ root: 'out', port: PORT });
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const longTasks = await slowPhone(browser, `http://127.0.0.1:${PORT}`);
  await browser.close();
  server.close();
  printAndExit(
    renderSlowPhone(slowPhoneSection(longTasks, { runs: RUNS, bare: BARE }, undefined, {})),
    checkSiteTasks(siteTasksOf(longTasks)),
  );
}

if (ONLY === 'interactions') {
  const server = await startStaticServer({ root: 'out', port: PORT });
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const { controls, lines } = await interactions(browser, `http://127.0.0.1:${PORT}`);
  await browser.close();
  server.close();
  printAndExit(lines, checkInteractions(controls, BARE_CONTROL));
}

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
  lighthouseRuns.bare!.push(await runLighthouse(`${origin}/reference/`, CHROME));
  for (const [name, url] of Object.entries(PAGES))
    lighthouseRuns[name]!.push(await runLighthouse(`${origin}${url}`, CHROME));
}
const bare = medians(lighthouseRuns.bare!);
const pages: Record<string, LighthouseFigures> = Object.fromEntries(
  Object.keys(PAGES).map((name) => [name, medians(lighthouseRuns[name]!)]),
);

console.log(`Filter click → redraw × ${CLICKS}…`);
const excelChunks = new Set(filesContaining('out/_next/static/chunks', /xl\/workbook\.xml/));
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });

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
  pages: Object.values(PAGES).filter((url) => url !== ALL_PAGES['content page']),
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

const row = (name: string, p: LighthouseFigures) =>
  `| ${name} | ${p.score} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.bytes} |`;
const table = [
  `# Bench results (${results.date})`,
  '',
  `Lighthouse mobile emulation, medians of ${RUNS} runs, in turn with the bare page (\`/reference/\` of the same build).`,
  `Machine: ${results.machine.cpus} CPUs, load average (1 min) ${results.machine.loadAverageStart.toFixed(1)} at the start and ${results.machine.loadAverageEnd.toFixed(1)} at the end.`,
  '',
  '| page | score | LCP ms | TBT ms | CLS | bytes |',
  '| --- | --- | --- | --- | --- | --- |',
  row('bare page', bare),
  ...Object.entries(pages).map(([n, p]) => row(n, p)),
  '',
  `Served gzip-compressed like deploy/nginx.conf. Lighthouse bytes are the whole load; no chart code is fetched without intent.`,
  `Transferred bytes (fresh cache, medians of 3 loads): bare page ${bytes.bare}; ${Object.entries(bytes.pages)
    .map(
      ([n, b]) =>
        `${n} before idle ${b.beforeIdle} (×${ratio(b.beforeIdle, bytes.bare)}), in all ${b.total} (×${ratio(b.total, bytes.bare)}), chart code fetched: ${b.prefetched ? 'yes' : 'no'}`,
    )
    .join('; ')}.`,
  `Pointer entering the chart → its first answer, the drawing's tooltip or the Chart.js chart (4× CPU slowdown, after 2 s idle, ${POINTER_RUNS} loads): p50 ${results.interactiveChartMs.pointerToAnswer.p50.toFixed(1)} ms, p95 ${results.interactiveChartMs.pointerToAnswer.p95.toFixed(1)} ms; pointer → Chart.js chart drawn (its code fetched on that intent): p50 ${results.interactiveChartMs.pointerToChartJs.p50.toFixed(1)} ms, p95 ${results.interactiveChartMs.pointerToChartJs.p95.toFixed(1)} ms. Chart.js drawn before any pointer in the redraw run: ${chartJsBeforeInteraction ? 'yes' : 'no'}.`,
  `Filter click → redrawn chart: p50 ${results.redrawMs.p50.toFixed(1)} ms, p95 ${results.redrawMs.p95.toFixed(1)} ms (${CLICKS} clicks).`,
  `Compile hints (4× CPU slowdown, medians of ${RUNS * 2} runs), longest main-thread task after the first paint with / without: ${Object.entries(
    compileHints.figures,
  )
    .map(([url, f]) => `${url} ${f.hints.longestTaskMs} / ${f.noHints.longestTaskMs} ms`)
    .join('; ')}.`,
  `Full build: median ${results.buildMs.median} ms (${BUILD_RUNS} runs). Data compile: ${results.compileMs.median} ms; 10× data: ${results.compileMs.median10x} ms (process start-up ${results.compileMs.processStartupMs} ms; growth net of start-up ×${results.compileMs.growth10x}).`,
  '',
  ...renderSlowPhone(results.slowPhone),
  '',
  ...interactionRun.lines,
  '',
  '## Budgets',
  '',
  '| budget | measured | met |',
  '| --- | --- | --- |',
  ...budgets.map((b) => `| ${b.budget} | ${b.measured} | ${b.ok ? 'yes' : 'NO'} |`),
  '',
].join('\n');
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify({ ...results, budgets }, null, 2)}\n`);
writeFileSync('bench/results.md', table);
console.log(table);
process.exit(budgets.every((b) => b.ok) ? 0 : 1);
