/**
 * Focused measurement of the compile hints (lib/tools/build-steps/compile-hints): the built export as it is,
 * and a copy with the hints taken out, served alike and loaded in turn with 4× CPU slowdown.
 * Prints the medians of the longest main-thread task after the first paint (and the blocking time
 * after it). The bench (npm run bench) records the same comparison.
 * Usage: npm run build, then npm run measure-compile-hints -- [runs]. Env: BENCH_PORT (uses two ports from it).
 */
import { chromium } from 'playwright-core';
import { compareCompileHints } from '@/lib/tools/bench/compile-hints';
import { median } from '@/lib/tools/bench/stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/lib/tools/browser/chromium';
import { startStaticServer } from '@/lib/tools/serve/static-server';

const RUNS = Number(process.argv[2] ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const PAGES = ['/en/inventory/', '/en/projections/', '/en/inventory/sector/energy/'];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const { figures, runs } = await compareCompileHints({
  browser,
  root: 'out',
  port: PORT,
  pages: PAGES,
  runs: RUNS,
  median,
  serve: (root, port) => startStaticServer({ root, port }),
});
await browser.close();
console.log(`${RUNS} runs per page and variant, 4× CPU slowdown; medians (every run's longest task in brackets)`);
console.log('| page | longest task after FCP, hints | without hints | blocking after FCP, hints | without hints |');
console.log('| --- | --- | --- | --- | --- |');
for (const [url, f] of Object.entries(figures)) {
  console.log(
    `| ${url} | ${f.hints.longestTaskMs} (${runs[url]!.hints.join(', ')}) | ${f.noHints.longestTaskMs} (${runs[url]!.noHints.join(', ')}) | ${f.hints.blockingMs} | ${f.noHints.blockingMs} |`,
  );
}
