import type { Browser, Page } from 'playwright-core';

// Kept as source text: a bundler's helpers (e.g. tsx's __name) would not exist in the page.
// Before idle: before the chart page fetches its island at idle ("idle-fetch") or the chart code on intent ("chart-intent").
const BYTES = `(() => {
  const mark = performance.getEntriesByName('chart-intent')[0];
  const idle = performance.getEntriesByName('idle-fetch')[0];
  const cut = Math.min(mark ? mark.startTime : Infinity, idle ? idle.startTime : Infinity);
  const nav = performance.getEntriesByType('navigation')[0];
  let beforeIdle = nav ? nav.transferSize : 0;
  let total = beforeIdle;
  for (const r of performance.getEntriesByType('resource')) {
    total += r.transferSize;
    if (r.startTime < cut) beforeIdle += r.transferSize;
  }
  return { beforeIdle, total, prefetched: Boolean(mark) };
})()`;

// The first answer to the pointer after it arrived: the drawing's tooltip or a Chart.js draw (0: none yet).
const ANSWERED_AT = `(() => {
  const tip = document.querySelector('[data-preview-answer]');
  const canvas = document.querySelector('canvas[data-drawn-at]');
  const times = [tip && Number(tip.dataset.shownAt), canvas && Number(canvas.dataset.drawnAt)]
    .filter((t) => t && t > window.__pointerAt);
  return times.length ? Math.min(...times) : 0;
})()`;

const WATCH_POINTER = `(() => {
  const box = document.querySelector('[data-live]');
  if (!box) throw new Error('no chart box');
  box.addEventListener('pointerenter', (e) => { window.__pointerAt = e.timeStamp; }, { once: true, capture: true });
})()`;

export interface PageBytes {
  /** Transferred bytes before the page went idle (before the chart island's idle fetch and any chart code fetched on intent). */
  beforeIdle: number;
  /** Transferred bytes including anything fetched later (the chart island at idle; the chart code, where something fetches it without intent). */
  total: number;
  /** Whether chart code was fetched: never, unless the reader shows intent (LiveOnIntent). */
  prefetched: boolean;
}

/** Loads a page in a fresh context (empty cache), waits for it to go idle and sums the transferred bytes before its idle fetch or the chart code's fetch, and in all. */
export async function measureBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  const bytes = (await page.evaluate(BYTES)) as PageBytes;
  await context.close();
  return bytes;
}

interface PointerTiming {
  /** Pointer entering the chart → its first answer: the drawing's tooltip, or a draw of the interactive chart. */
  answerMs: number;
  /** Pointer entering the chart → the Chart.js chart drawn (fetched on this intent). */
  liveMs: number;
}

/**
 * Polls a page expression until it is a positive number and returns it. Polled from here, since the
 * site's CSP forbids the string evaluation waitForFunction would do; the figures are the page's own
 * timestamps, so the polling interval does not change them.
 */
async function pollUntil(page: Page, expression: string, timeoutMs = 10000): Promise<number> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = Number(await page.evaluate(expression));
    if (value > 0) return value;
    await page.waitForTimeout(10);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${expression}`);
}

async function onePointer(page: Page, url: string): Promise<PointerTiming> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-live] [data-signature]');
  await page.waitForLoadState('networkidle');
  // The reader arrives after the page has been idle for 2 s.
  await page.waitForTimeout(2000);
  await page.evaluate(WATCH_POINTER);
  await page.locator('[data-live]').hover();
  const answeredAt = await pollUntil(page, ANSWERED_AT);
  const answerMs = answeredAt - Number(await page.evaluate('window.__pointerAt'));
  const drawnAt = await pollUntil(
    page,
    'Math.max(0, Number(document.querySelector("canvas[data-drawn-at]")?.dataset.drawnAt) - window.__pointerAt) && Number(document.querySelector("canvas[data-drawn-at]").dataset.drawnAt)',
  );
  const liveMs = drawnAt - Number(await page.evaluate('window.__pointerAt'));
  return { answerMs, liveMs };
}

/**
 * Milliseconds from the pointer entering the chart to its first answer and to the drawn Chart.js chart, each run in a
 * fresh context at 4× CPU slowdown (Emulation.setCPUThrottlingRate), the pointer arriving after
 * the page has been idle for 2 s.
 */
export async function timePointerToInteractive(browser: Browser, url: string, runs: number): Promise<PointerTiming[]> {
  const out: PointerTiming[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    out.push(await onePointer(page, url));
    await context.close();
  }
  return out;
}
