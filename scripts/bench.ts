/**
 * npm run bench: performance figures of the built site against a bare page of the same setup,
 * written to bench/results.json and bench/results.md. Medians of several runs.
 * Env: BENCH_RUNS (Lighthouse runs per page, 3), BENCH_BUILD_RUNS (3), BENCH_CLICKS (30),
 * BENCH_POINTER_RUNS (pointer → interactive chart page loads, 20).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { checkBudgets } from '@/lib/tools/bench/budgets';
import { compareCompileHints } from '@/lib/tools/bench/compile-hints';
import { measureBytes, timePointerToInteractive, type PageBytes } from '@/lib/tools/bench/idle';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/lib/tools/browser/chromium';
import { runLighthouse, type LighthouseFigures } from '@/lib/tools/bench/lighthouse';
import { timeSectorToggle } from '@/lib/tools/bench/redraw';
import { median, percentile, ratio } from '@/lib/tools/bench/stats';
import { filesContaining, syntheticDataDir, timeCommand } from '@/lib/tools/bench/timing';
import { startStaticServer } from '@/lib/tools/serve/static-server';

const CHROME = CHROMIUM_PATH;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 30);
const POINTER_RUNS = Number(process.env.BENCH_POINTER_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const PAGES: Record<string, string> = {
  inventory: '/en/inventory/',
  projections: '/en/projections/',
  'sector page': '/en/inventory/sector/energy/',
  'content page': '/en/economic-indicators-ghg/',
  'compare page': '/en/compare/',
};
const repeat = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);
const round = (ms: number) => Math.round(ms);

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
const lighthouse = async (url: string) => {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${origin}${url}`, CHROME));
  const med = (k: keyof LighthouseFigures) => median(runs.map((r) => r[k]));
  return { score: med('score'), lcpMs: med('lcpMs'), tbtMs: med('tbtMs'), cls: med('cls'), bytes: med('bytes') };
};
console.log(`Lighthouse (mobile) × ${RUNS} per page…`);
const bare = await lighthouse('/reference/');
const pages: Record<string, LighthouseFigures> = {};
for (const [name, url] of Object.entries(PAGES)) pages[name] = await lighthouse(url);

console.log(`Filter click → redraw × ${CLICKS}…`);
const excelChunks = new Set(filesContaining('out/_next/static/chunks', /xl\/workbook\.xml/));
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });

console.log('Transferred bytes before idle and with the idle prefetch…');
const bareBytes: number[] = [];
const inventoryBytes: PageBytes[] = [];
for (let i = 0; i < 3; i++) {
  bareBytes.push((await measureBytes(browser, `${origin}/reference/`)).total);
  inventoryBytes.push(await measureBytes(browser, `${origin}${PAGES.inventory}`));
}
const bytes = {
  bare: Math.round(median(bareBytes)),
  beforeIdle: Math.round(median(inventoryBytes.map((b) => b.beforeIdle))),
  total: Math.round(median(inventoryBytes.map((b) => b.total))),
  prefetched: inventoryBytes.every((b) => b.prefetched),
};

console.log(`Pointer → interactive chart × ${POINTER_RUNS} (4× CPU slowdown, after 2 s idle)…`);
const pointer = await timePointerToInteractive(browser, `${origin}/en/inventory/?level=sector`, POINTER_RUNS);
const pointerMs = pointer.map((p) => p.interactiveMs);
const answerMs = pointer.map((p) => p.answerMs);

const page = await browser.newPage();
const requested: string[] = [];
page.on('request', (req) => requested.push(req.url()));
await page.goto(`${origin}/en/inventory/?level=sector`, { waitUntil: 'networkidle' });
await page.waitForSelector('[data-live] [data-signature]');
// The chart is an SVG drawing until Chart.js, fetched when idle, draws it in a later idle period.
const chartJsBeforeInteraction = (await page.locator('canvas').count()) > 0;
await page.locator('[data-live]').hover();
await page.waitForSelector('canvas[data-signature]');
await page.getByRole('button', { name: /Sectors/ }).click();
const clickMs: number[] = [];
for (let i = 0; i < CLICKS; i++) clickMs.push(await timeSectorToggle(page, 'Waste'));
const excelLoadedBeforeClick = requested.some((url) => excelChunks.has(path.basename(new URL(url).pathname)));
server.close();

// The compile hints stay only while they shorten the main thread's work after the first paint.
console.log(`Compile hints: longest task after first paint, with and without, × ${RUNS * 2} per page…`);
const compileHints = await compareCompileHints({
  browser,
  root: 'out',
  port: PORT,
  pages: Object.values(PAGES).slice(0, 3),
  runs: RUNS * 2,
  median,
  serve: (root, port) => startStaticServer({ root, port }),
});
await browser.close();

const results = {
  date: new Date().toISOString(),
  runs: { lighthouse: RUNS, build: BUILD_RUNS, clicks: CLICKS },
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
    pointerToInteractive: {
      p50: median(pointerMs),
      p95: percentile(pointerMs, 95),
      runs: pointerMs.map((v) => Math.round(v * 10) / 10),
    },
    pointerToFirstDraw: {
      p50: median(answerMs),
      p95: percentile(answerMs, 95),
      runs: answerMs.map((v) => Math.round(v * 10) / 10),
    },
    cpuSlowdown: 4,
    idleBeforePointerMs: 2000,
    chartDrawnBeforeInteraction: chartJsBeforeInteraction,
  },
  bytes,
  redrawMs: { p50: median(clickMs), p95: percentile(clickMs, 95), runs: clickMs.map((v) => Math.round(v * 10) / 10) },
  excelLoadedBeforeClick,
  compileHints: compileHints.figures,
};
const budgets = checkBudgets({
  bare,
  pages,
  inventoryPage: 'inventory',
  redrawP95Ms: results.redrawMs.p95,
  excelLoadedBeforeClick,
  pointerP95Ms: results.interactiveChartMs.pointerToInteractive.p95,
  bytes,
});

const row = (name: string, p: LighthouseFigures) =>
  `| ${name} | ${p.score} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.bytes} |`;
const table = [
  `# Bench results (${results.date})`,
  '',
  `Lighthouse mobile emulation, medians of ${RUNS} runs; the bare page is \`/reference/\` of the same build.`,
  '',
  '| page | score | LCP ms | TBT ms | CLS | bytes |',
  '| --- | --- | --- | --- | --- | --- |',
  row('bare page', bare),
  ...Object.entries(pages).map(([n, p]) => row(n, p)),
  '',
  `Served gzip-compressed like deploy/nginx.conf. Lighthouse bytes include what it saw of the idle prefetch of Chart.js.`,
  `Transferred bytes (fresh cache, medians of 3 loads): bare page ${bytes.bare}; inventory before idle ${bytes.beforeIdle} (×${ratio(bytes.beforeIdle, bytes.bare)}), with the idle prefetch ${bytes.total} (×${ratio(bytes.total, bytes.bare)}); prefetch seen: ${bytes.prefetched ? 'yes' : 'no'}.`,
  `Pointer entering the chart → interactive chart drawn (4× CPU slowdown, after 2 s idle, ${POINTER_RUNS} loads): p50 ${results.interactiveChartMs.pointerToInteractive.p50.toFixed(1)} ms, p95 ${results.interactiveChartMs.pointerToInteractive.p95.toFixed(1)} ms (0 when the chart was interactive before the pointer); pointer → the chart's next draw (its tooltip): p50 ${results.interactiveChartMs.pointerToFirstDraw.p50.toFixed(1)} ms, p95 ${results.interactiveChartMs.pointerToFirstDraw.p95.toFixed(1)} ms. Interactive chart drawn before any pointer in the redraw run: ${chartJsBeforeInteraction ? 'yes' : 'no'}.`,
  `Filter click → redrawn chart: p50 ${results.redrawMs.p50.toFixed(1)} ms, p95 ${results.redrawMs.p95.toFixed(1)} ms (${CLICKS} clicks).`,
  `Compile hints (4× CPU slowdown, medians of ${RUNS * 2} runs), longest main-thread task after the first paint with / without: ${Object.entries(
    compileHints.figures,
  )
    .map(([url, f]) => `${url} ${f.hints.longestTaskMs} / ${f.noHints.longestTaskMs} ms`)
    .join('; ')}.`,
  `Full build: median ${results.buildMs.median} ms (${BUILD_RUNS} runs). Data compile: ${results.compileMs.median} ms; 10× data: ${results.compileMs.median10x} ms (process start-up ${results.compileMs.processStartupMs} ms; growth net of start-up ×${results.compileMs.growth10x}).`,
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
