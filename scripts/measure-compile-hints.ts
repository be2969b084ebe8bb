/**
 * Focused measurement of the compile hints (lib/build/compile-hints): the built export as it is,
 * and a copy with the hints taken out, served alike and loaded in turn with 4× CPU slowdown.
 * Prints the medians of the longest main-thread task after the first paint (and the blocking time
 * after it). Usage: npm run build, then npx tsx scripts/measure-compile-hints.ts [runs]
 * Env: BENCH_PORT (two ports from it).
 */
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { exportWithoutCompileHints, measureAfterPaint, type AfterPaintFigures } from '../lib/bench/compile-hints';
import { median } from '../lib/bench/stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser/chromium';
import { startStaticServer } from '../lib/serve/static-server';

const RUNS = Number(process.argv[2] ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const PAGES = ['/en/inventory/', '/en/projections/', '/en/inventory/sector/energy/'];

const plain = exportWithoutCompileHints('out');
const servers = {
  hints: await startStaticServer({ root: 'out', port: PORT }),
  'no hints': await startStaticServer({ root: plain.dir, port: PORT + 1 }),
};
const origins = { hints: `http://127.0.0.1:${PORT}`, 'no hints': `http://127.0.0.1:${PORT + 1}` };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log(`${plain.stripped} scripts without hints; ${RUNS} runs per page and variant, 4× CPU slowdown`);
console.log('| page | variant | longest task after FCP ms | blocking after FCP ms | FCP ms |');
console.log('| --- | --- | --- | --- | --- |');
for (const url of PAGES) {
  const runs: Record<keyof typeof origins, AfterPaintFigures[]> = { hints: [], 'no hints': [] };
  for (let i = 0; i < RUNS; i++) {
    // Alternate the variants so that drift on a shared machine hits both alike.
    const order = i % 2 === 0 ? (['hints', 'no hints'] as const) : (['no hints', 'hints'] as const);
    for (const variant of order) runs[variant].push(await measureAfterPaint(browser, `${origins[variant]}${url}`));
  }
  for (const variant of ['hints', 'no hints'] as const) {
    const med = (k: keyof AfterPaintFigures) => Math.round(median(runs[variant].map((r) => r[k])));
    const all = runs[variant].map((r) => Math.round(r.longestTaskMs)).join(', ');
    console.log(`| ${url} | ${variant} | ${med('longestTaskMs')} (${all}) | ${med('blockingMs')} | ${med('fcpMs')} |`);
  }
}
await browser.close();
for (const server of Object.values(servers)) server.close();
rmSync(plain.dir, { recursive: true, force: true });
