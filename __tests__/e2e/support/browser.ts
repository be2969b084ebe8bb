import { chromium, type Browser, type BrowserContextOptions, type Download, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, DEFAULT_HEADLESS_SHELL_PATH } from '@/lib/tools/browser/chromium';

/** The Chromium the browser tests drive (lib/tools/browser/chromium, docs/testing.md). */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || DEFAULT_HEADLESS_SHELL_PATH;

/** Base URL of the locally served `out/` (set by global-setup). */
export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
}

/**
 * The Chromium started by global-setup, connected to (test files run in parallel workers and
 * share it; each test opens its own context). A file run outside Jest's setup launches its own.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh page that records console errors and failed requests for assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  page.on('requestfailed', (req) => failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`));
  return { context, page, consoleErrors, failedRequests };
}

/** The shared Chromium for a test file: connected before its tests; its contexts closed after them. */
export function useBrowser(): { readonly browser: Browser } {
  const holder: { browser?: Browser } = {};
  beforeAll(async () => {
    holder.browser = await connectBrowser();
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return {
    get browser() {
      if (!holder.browser) throw new Error('the browser starts in beforeAll');
      return holder.browser;
    },
  };
}

/**
 * Holds back every script chunk the page asks for from now on (the chart code among them) until
 * the returned function is called, to see what the page shows while that code is on its way.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The addresses of the scripts the page requests from now on, growing as it loads more. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  return scripts;
}

/**
 * Brings the overview pie into view (it sits below the main chart, and its scripts load only
 * when it comes near the viewport).
 */
export async function showPie(page: Page): Promise<void> {
  await page.locator('figure[data-year]').scrollIntoViewIfNeeded();
}

/**
 * Waits until the overview pie is interactive: its scripts run after the first paint and once
 * it is near the viewport, and Chart.js styles the canvas once it has taken it over.
 */
export async function pieReady(page: Page): Promise<void> {
  await showPie(page);
  await page.locator('figure[data-year] canvas[style*="box-sizing"]').waitFor();
}

/**
 * The file a download button of the page's first activity chart saves, once its handlers are in:
 * its suggested name and bytes.
 */
export async function downloadFromFirstChart(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const first = page.locator('section.activity-content').first();
  await first.locator('[role="group"][data-ready]').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await downloadBytes(download) };
}

/** The bytes of a finished download (read through the connection: the shared browser keeps the file). */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
