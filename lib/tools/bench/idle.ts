import type { Browser, Page } from 'playwright-core';

// Kept as source text: a bundler's helpers (e.g. tsx's __name) would not exist in the page.
const BYTES = `(() => {
  const mark = performance.getEntriesByName('chart-prefetch')[0];
  const cut = mark ? mark.startTime : Infinity;
  const nav = performance.getEntriesByType('navigation')[0];
  let beforeIdle = nav ? nav.transferSize : 0;
  let total = beforeIdle;
  for (const r of performance.getEntriesByType('resource')) {
    total += r.transferSize;
    if (r.startTime < cut) beforeIdle += r.transferSize;
  }
  return { beforeIdle, total, prefetched: Boolean(mark) };
})()`;

const WATCH_POINTER = `(() => {
  const box = document.querySelector('[data-live]');
  if (!box) throw new Error('no chart box');
  box.addEventListener('pointerenter', (e) => { window.__pointerAt = e.timeStamp; }, { once: true, capture: true });
})()`;

export interface PageBytes {
  /** Transferred bytes before the page went idle (before the chart code is prefetched). */
  beforeIdle: number;
  /** Transferred bytes including the idle prefetch. */
  total: number;
  prefetched: boolean;
}

/** Loads a page in a fresh context (empty cache), waits for it to go idle and sums the transferred bytes before and after. */
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
  /** Pointer entering the chart → interactive (Chart.js) chart; 0 when it was interactive before the pointer. */
  interactiveMs: number;
  /** Pointer entering the chart → the chart's next draw (its tooltip, or its first draw). */
  answerMs: number;
}

async function onePointer(page: Page, url: string): Promise<PointerTiming> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-live] [data-signature]');
  await page.waitForLoadState('networkidle');
  // The reader arrives after the page has been idle for 2 s.
  await page.waitForTimeout(2000);
  const liveBefore = (await page.locator('canvas[data-drawn-at]').count()) > 0;
  await page.evaluate(WATCH_POINTER);
  await page.locator('[data-live]').hover();
  await page.waitForFunction(
    'Number(document.querySelector("canvas[data-drawn-at]")?.dataset.drawnAt) > window.__pointerAt',
    undefined,
    { timeout: 10000 },
  );
  const answerMs = Number(
    await page.evaluate(`Number(document.querySelector('canvas[data-drawn-at]').dataset.drawnAt) - window.__pointerAt`),
  );
  return { interactiveMs: liveBefore ? 0 : answerMs, answerMs };
}

/**
 * Milliseconds from the pointer entering the chart to the drawn interactive chart, each run in a
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
