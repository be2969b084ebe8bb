import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { COMPILE_HINT } from '../build/compile-hints';

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
export interface AfterPaintFigures {
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
export async function measureAfterPaint(browser: Browser, url: string, cpuSlowdown = 4): Promise<AfterPaintFigures> {
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
