/**
 * The embed pages in Chromium: chart-only pages that read the same query parameters, framed
 * by a page from another origin, while every other page refuses to be framed there, behind
 * deploy/nginx.conf and behind the bundled static server alike.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, connectBrowser, openPage } from '@/__tests__/e2e/support/browser';
import { startNginx, type NginxHandle } from '@/__tests__/e2e/support/nginx';

jest.setTimeout(90000);

let nginx: NginxHandle;
let browser: Browser;
let host: Server;
let hostOrigin = '';

beforeAll(async () => {
  nginx = await startNginx(process.env.OUT_DIR ?? 'out');
  browser = await connectBrowser();
  // Another site: a page on another loopback origin (name and port) that frames the two given addresses.
  host = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    const frame = (name: string) =>
      `<iframe name="${name}" src="${params.get(name) ?? ''}" width="900" height="700"></iframe>`;
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Another site</title>${frame('embed')}${frame('page')}`);
  });
  await new Promise<void>((resolve) => host.listen(0, 'localhost', resolve));
  const address = host.address();
  hostOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await new Promise((resolve) => host?.close(resolve));
});

/** Whether a frame of the host page shows the site, or Chromium's refusal instead. */
async function frameShows(page: Page, name: string): Promise<'site' | 'refused'> {
  const frame = page.frame({ name })!;
  if (frame.url().startsWith('chrome-error:')) return 'refused';
  return (await frame.locator('h1').count()) > 0 ? 'site' : 'refused';
}

// Each language framed once: English and Russian behind nginx, Estonian behind the static server.
describe.each([
  ['deploy/nginx.conf', () => nginx.url, ['en', 'ru'] as const],
  ['the bundled static server', () => baseUrl(), ['et'] as const],
])('behind %s', (_, origin, locales) => {
  test.each(locales)('another site frames /%s/embed/…, and a normal page is refused there', async (locale) => {
    const { page, close } = await openPage(browser);
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|X-Frame-Options/i.test(m.text())) refusals.push(m.text());
    });
    const embed = `${origin()}/${locale}/embed/inventory/?level=sector&view=share`;
    const normal = `${origin()}/${locale}/inventory/`;
    await page.goto(`${hostOrigin}/?embed=${encodeURIComponent(embed)}&page=${encodeURIComponent(normal)}`);
    const frame = page.frame({ name: 'embed' })!;
    await frame.waitForLoadState('load');
    await frame.getByTestId('summary').waitFor();
    expect(await frameShows(page, 'embed')).toBe('site');
    // The chart of the view from the query string, its legend, summary, note, source and a link to the full view.
    expect(await frame.locator('h2').textContent()).toMatch(
      { en: /share of gross emissions/, et: /osakaal brutoheitest/, ru: /доля в валовых выбросах/ }[locale],
    );
    // The drawing comes after hydration (its size from a ResizeObserver): wait for it as a state.
    await frame.locator('svg[data-preview], canvas').first().waitFor();
    expect(await frame.locator('svg[data-preview], canvas').count()).toBeGreaterThan(0);
    expect(await frame.locator('figcaption li').count()).toBeGreaterThan(2);
    expect(await frame.getByTestId('view-note').textContent()).toContain(locale === 'ru' ? 'ЗИЗЛХ' : 'LULUCF');
    expect(await frame.getByTestId('full-view').getAttribute('href')).toBe(
      `/${locale}/inventory/?level=sector&view=share`,
    );
    expect(await frame.getByRole('button').count()).toBe(0);

    await page.waitForTimeout(500);
    expect(await frameShows(page, 'page')).toBe('refused');
    expect(refusals.length).toBeGreaterThan(0);
    await close();
  });
});

test('the embed page alone: the chart goes live on the pointer, no console errors, no filters', async () => {
  const { page, close, consoleErrors } = await openPage(browser);
  await page.goto(`${nginx.url}/en/embed/projections/?measure=wam&level=sector`);
  await page.getByTestId('summary').waitFor();
  expect(await page.getByTestId('gas-select').count()).toBe(0);
  await page.locator('[data-live]').hover();
  await page.locator('canvas[data-signature]').waitFor();
  expect(await page.locator('h2').textContent()).toContain('With additional measures (WAM)');
  // The embed names the round and its basis like the page.
  expect(await page.locator('body').textContent()).toContain('AR4 GWP100');
  expect(consoleErrors).toEqual([]);
  await close();
});
