/**
 * The chart pages' first view: the server's rendering of the default view, shown until the chart
 * island is fetched (at idle, on the reader's pointer or focus, or at once for an address with a
 * query). It must show what the island shows, in the same place, so the swap changes nothing the
 * reader sees but the controls coming to life.
 */
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { newestRound, newestSubmission } from '@/__tests__/e2e/support/newest';

jest.setTimeout(60000);

const chromium = useBrowser();

/** The page never goes idle, so only the reader (or the address) brings the island. */
const NEVER_IDLE = 'window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => {};';

/** What the reader sees of the chart section, and where. */
function shown(page: Page, testIds: { summary: string; readout: string; basis: string }) {
  return page.evaluate((ids) => {
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
    const top = (selector: string) =>
      Math.round((document.querySelector(selector)?.getBoundingClientRect().top ?? -1) + window.scrollY);
    return {
      title: text('section h2'),
      readout: text(`[data-testid="${ids.readout}"]`),
      signature: document.querySelector('[data-live] svg')?.getAttribute('data-signature') ?? null,
      legend: [...document.querySelectorAll('figcaption ul li')].map((li) => li.textContent),
      summary: text(`[data-testid="${ids.summary}"]`),
      basis: text(`[data-testid="${ids.basis}"]`),
      table: [...document.querySelectorAll('[data-testid="view-table"] tr')].map((tr) => tr.textContent),
      downloads: [...document.querySelectorAll('[role="group"] button, [role="group"] a')].map((b) => b.textContent),
      tops: ['section h2', '[data-live]', `[data-testid="${ids.summary}"]`, '[data-testid="view-table"]'].map(top),
    };
  }, testIds);
}
/** The first view's sentence, readout and basis have test ids of their own: a page has one of each named "summary" and so on. */
const FIRST = { summary: 'first-view-summary', readout: 'first-view-readout', basis: 'first-view-basis' };
const ISLAND = { summary: 'summary', readout: 'target-readout', basis: 'basis-note' };
const islandRuns = (page: Page) => page.getByTestId('gas-select').waitFor({ state: 'attached' });

describe.each([
  ['/en/inventory/', { width: 1280, height: 900 }],
  ['/et/inventory/', { width: 390, height: 844 }],
  ['/en/projections/', { width: 390, height: 844 }],
  ['/et/inventory/sector/energy/', { width: 1280, height: 900 }],
])('%s at %o', (path, viewport) => {
  test('the first view shows what the island shows, in the same place, without the island or its data', async () => {
    const { page, close, consoleErrors } = await openPage(chromium.browser, { fresh: true, viewport });
    await page.addInitScript(NEVER_IDLE);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${baseUrl()}${path}`);
    await page.locator('[data-live] svg[data-signature]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const first = await shown(page, FIRST);
    // The newest inventory's last year; on the projections page the newest projection's.
    const lastYear = path.includes('projections') ? newestRound().lastYear : newestSubmission().lastYear;
    expect(first.summary).toContain(String(lastYear));
    expect(first.table.length).toBeGreaterThan(1);
    expect(await page.getByTestId('gas-select').count()).toBe(0);
    // The first view needs neither the gas's data file nor the island's filters.
    expect(requests.filter((p) => p.startsWith('/data/'))).toEqual([]);
    // The page's HTML carries the first view once: not a streamed copy beside a fallback.
    const html = await (await page.request.get(`${baseUrl()}${path}`)).text();
    expect(html.split('data-testid="first-view-readout"').length - 1).toBe(1);
    // The reader's pointer comes over the table (far from the chart, so Chart.js stays away): the island takes over.
    await page.getByTestId('view-table').dispatchEvent('pointerover');
    await islandRuns(page);
    await page.locator('[data-live] svg[data-signature]').first().waitFor();
    expect(await shown(page, ISLAND)).toEqual(first);
    expect(requests.some((p) => p.startsWith('/data/'))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});

test('an address with a query brings the island at once, without idle or intent', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser, { fresh: true });
  await page.addInitScript(NEVER_IDLE);
  await page.goto(`${baseUrl()}/en/inventory/?view=per-capita`);
  await islandRuns(page);
  expect(await page.getByTestId('summary').textContent()).toMatch(/7\.46\st CO2 eq per person/);
  expect(consoleErrors).toEqual([]);
  await close();
});

test('without intent the island arrives once the page is idle', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/`);
  await islandRuns(page);
  expect(await page.evaluate(() => performance.getEntriesByName('idle-fetch').length)).toBe(1);
  expect(consoleErrors).toEqual([]);
  await close();
});
