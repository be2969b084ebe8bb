import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { forgetRequests } from '@/__tests__/e2e/support/settle';
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

export interface OpenPageOptions extends BrowserContextOptions {
  /**
   * A context of its own, never lent to another test: for a test that leaves what a later one could
   * not undo (init scripts, exposed functions, a CDP session, more pages).
   */
  fresh?: boolean;
}

/** A tab of the browser for one test: its page, console errors and failed requests, and `close`. */
export interface Tab {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  failedRequests: string[];
  /** Ends the test's use of the tab: it is reset and lent to the file's next test with the same options. */
  close: () => Promise<void>;
}

/** Playwright's own default viewport and timeout, which a lent tab returns to. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
const PLAYWRIGHT_TIMEOUT_MS = 30_000;
/**
 * The longest history a lent tab may have: the browser keeps 50 entries, and a test that counts the
 * entries a click adds needs room to see them grow (a new tab has one).
 */
const MAX_HISTORY = 15;
/**
 * The page events whose listeners are the tests' (and this file's): removed from a lent tab. Never
 * 'close' or 'crash', on which Playwright's own closing waits.
 */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'dialog',
  'download',
  'popup',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

/**
 * Tabs that tests have closed, by browser and by their context's options. A new context starts a new
 * renderer with empty caches: about three times the processor time of the same load in a tab that
 * has loaded the site before, most of a browser test's cost. So a closed tab is reset to what a new
 * one would be for the next test of the file with the same options (no cookies, storage, routes,
 * test listeners, permissions, other pages; the viewport and media of its options; the mouse at the
 * corner) and keeps only what a returning reader keeps: the HTTP cache and the compiled scripts.
 */
const lent = new WeakMap<Browser, Map<string, Tab[]>>();

/** A page that records console errors and failed requests for assertions. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<Tab> {
  const { fresh = false, ...contextOptions } = options;
  const key = JSON.stringify(contextOptions);
  const pool = lent.get(browser) ?? new Map<string, Tab[]>();
  lent.set(browser, pool);
  const idle = pool.get(key) ?? [];
  pool.set(key, idle);
  const reused = fresh ? undefined : idle.pop();
  const context = reused?.context ?? (await browser.newContext({ acceptDownloads: true, ...contextOptions }));
  const page: Page = reused?.page ?? (await context.newPage());
  const tab: Tab = {
    context,
    page,
    consoleErrors: [],
    failedRequests: [],
    close: async () => {
      if (!fresh && (await resetTab(tab, contextOptions))) idle.push(tab);
      else await context.close();
    },
  };
  page.on('console', (msg) => {
    if (msg.type() === 'error') tab.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => tab.consoleErrors.push(err.message));
  page.on('requestfailed', (req) => tab.failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`));
  return tab;
}

/**
 * Resets a tab for the next test (see `lent`); false when it cannot be: closed, left on another site,
 * or with a long history.
 */
async function resetTab({ context, page }: Tab, options: BrowserContextOptions): Promise<boolean> {
  if (page.isClosed() || !page.url().startsWith(`${baseUrl()}/`)) return false;
  await Promise.all(
    context
      .pages()
      .filter((p) => p !== page)
      .map((p) => p.close()),
  );
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  forgetRequests(page);
  await context.clearCookies();
  await context.clearPermissions();
  if (options.permissions) await context.grantPermissions(options.permissions);
  const entries = await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      return history.length;
    })
    .catch(() => Infinity);
  if (entries > MAX_HISTORY) return false;
  await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    forcedColors: options.forcedColors ?? 'none',
  });
  page.setDefaultTimeout(PLAYWRIGHT_TIMEOUT_MS);
  await page.mouse.move(0, 0);
  return true;
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
