import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { COMPILE_HINT } from '@/lib/tools/build-steps/compile-hints';

/** A script without the compile hint the post-export step put on its first line. */
export function withoutCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source.slice(COMPILE_HINT.length + 1) : source;
}

/** A copy of an export folder whose scripts carry no compile hint (the bench's comparison build). */
export function exportWithoutCompileHints(root: string): { dir: string; stripped: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ghg-no-hints-'));
  cpSync(root, dir, { recursive: true });
  const chunks = path.join(dir, '_next', 'static', 'chunks');
  let stripped = 0;
  for (const name of readdirSync(chunks, { recursive: true }) as string[]) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(chunks, name);
    const source = readFileSync(file, 'utf8');
    const plain = withoutCompileHint(source);
    if (plain !== source) {
      writeFileSync(file, plain);
      stripped += 1;
    }
  }
  return { dir, stripped };
}

/** Main-thread figures of one page load after its first contentful paint. */
interface AfterPaintFigures {
  /** Longest task that started after the first contentful paint (tasks of 50 ms and more are reported). */
  longestTaskMs: number;
  /** Sum over those tasks of their time beyond 50 ms (total blocking time after the paint). */
  blockingMs: number;
  fcpMs: number;
}

// Kept as source text: a bundler's helpers (e.g. tsx's __name) would not exist in the page.
const OBSERVE_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });`;
const READ_FIGURES = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const start = fcp ? fcp.startTime : 0;
  const after = window.__longTasks.filter((t) => t.start >= start);
  return {
    fcpMs: start,
    longestTaskMs: after.reduce((m, t) => Math.max(m, t.duration), 0),
    blockingMs: after.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
  };
})()`;

/**
 * Loads a page in a fresh context with the CPU slowed down `cpuSlowdown` times and returns the
 * long tasks after its first paint, once the scripts it loads after the paint have run and the
 * network has been idle.
 */
async function measureAfterPaint(browser: Browser, url: string, cpuSlowdown = 4): Promise<AfterPaintFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(OBSERVE_TASKS);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const figures = (await page.evaluate(READ_FIGURES)) as AfterPaintFigures;
  await context.close();
  return figures;
}

/** Medians per page of the export with its compile hints and of a copy without them. */
export type CompileHintFigures = Record<
  string,
  Record<'hints' | 'noHints', { longestTaskMs: number; blockingMs: number }>
>;

/**
 * Serves the export as built (with hints) on `port` and a copy without hints on `port + 1`, loads
 * each page `runs` times per variant, alternating which goes first, with 4× CPU slowdown, and
 * returns the medians and every run's longest task.
 */
export async function compareCompileHints(options: {
  browser: Browser;
  root: string;
  port: number;
  pages: readonly string[];
  runs: number;
  median: (values: readonly number[]) => number;
  serve: (root: string, port: number) => Promise<{ close(): unknown }>;
}): Promise<{ figures: CompileHintFigures; runs: Record<string, Record<'hints' | 'noHints', number[]>> }> {
  const { browser, root, port, pages, runs, median, serve } = options;
  const plain = exportWithoutCompileHints(root);
  const servers = [await serve(root, port), await serve(plain.dir, port + 1)];
  const origin = { hints: `http://127.0.0.1:${port}`, noHints: `http://127.0.0.1:${port + 1}` };
  const figures: CompileHintFigures = {};
  const all: Record<string, Record<'hints' | 'noHints', number[]>> = {};
  try {
    for (const url of pages) {
      const measured: Record<'hints' | 'noHints', AfterPaintFigures[]> = { hints: [], noHints: [] };
      for (let i = 0; i < runs; i++) {
        // Alternate the variants so that drift on a shared machine hits both alike.
        const order = i % 2 === 0 ? (['hints', 'noHints'] as const) : (['noHints', 'hints'] as const);
        for (const variant of order)
          measured[variant].push(await measureAfterPaint(browser, `${origin[variant]}${url}`));
      }
      const med = (variant: 'hints' | 'noHints') => ({
        longestTaskMs: Math.round(median(measured[variant].map((r) => r.longestTaskMs))),
        blockingMs: Math.round(median(measured[variant].map((r) => r.blockingMs))),
      });
      figures[url] = { hints: med('hints'), noHints: med('noHints') };
      all[url] = {
        hints: measured.hints.map((r) => Math.round(r.longestTaskMs)),
        noHints: measured.noHints.map((r) => Math.round(r.longestTaskMs)),
      };
    }
  } finally {
    for (const server of servers) server.close();
    rmSync(plain.dir, { recursive: true, force: true });
  }
  return { figures, runs: all };
}
