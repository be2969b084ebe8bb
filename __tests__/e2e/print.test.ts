/**
 * Print stylesheet of the chart pages: on paper the chart, the table (cut to the page
 * width), the filters in words, the source and the page address; no navigation, buttons,
 * filter controls or cookie notice.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openPage, pieReady, useBrowser } from '@/__tests__/e2e/support/browser';
import { newestSubmission } from '@/__tests__/e2e/support/newest';

jest.setTimeout(90000);

const chromium = useBrowser();

const shown = (l: Locator) => l.evaluateAll((els) => els.map((el) => el.checkVisibility({ visibilityProperty: true })));
async function visible(l: Locator): Promise<boolean> {
  const all = await shown(l);
  expect(all.length).toBeGreaterThan(0);
  return all.every(Boolean);
}
async function hidden(l: Locator): Promise<boolean> {
  const all = await shown(l);
  expect(all.length).toBeGreaterThan(0);
  return all.every((v) => !v);
}
async function screenThenPrint(page: Page, url: string) {
  await page.goto(url);
  // The emissions chart is an SVG drawing until Chart.js is fetched; activity charts are canvases.
  await page.locator('canvas, svg[data-preview]').first().waitFor();
}

test('inventory page on paper: chart, tables, filters in words, source and address; no controls', async () => {
  const { page, close } = await openPage(chromium.browser);
  const url = `${baseUrl()}/en/inventory/?gas=ch4&level=sector&sector=agri&sector=waste`;
  await screenThenPrint(page, url);
  await page.locator('[data-signature]').waitFor();
  await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
  expect(await hidden(page.getByTestId('print-details'))).toBe(true);
  expect(await hidden(page.getByTestId('print-tables'))).toBe(true);
  expect(await visible(page.getByTestId('view-table'))).toBe(true);

  await page.emulateMedia({ media: 'print' });
  expect(await visible(page.locator('[data-signature]'))).toBe(true);
  const details = page.getByTestId('print-details');
  expect(await visible(details)).toBe(true);
  const newest = newestSubmission();
  expect(await details.textContent()).toContain(
    `Shown: Sectors: Agriculture, Waste; Years: ${newest.firstYear}–${newest.lastYear}`,
  );
  expect(await details.textContent()).toContain(`Source: Estonia's national GHG inventory submission ${newest.id}`);
  expect(await page.getByTestId('print-url').textContent()).toBe(`Address of this page: ${url}`);
  // 35 years as tables of 10, 10, 10 and 5 years, together the same rows as the screen table.
  const tables = page.getByTestId('print-table');
  expect(await visible(tables)).toBe(true);
  const heads = await tables.evaluateAll((ts) =>
    ts.map((t) => [...t.querySelectorAll('thead th')].slice(2).map((th) => th.textContent)),
  );
  expect(heads.map((h) => h.length)).toEqual([10, 10, 10, 5]);
  expect(heads.flat()).toEqual(Array.from({ length: 35 }, (_, i) => String(1990 + i)));
  const screenCells = await page
    .getByTestId('view-table')
    .evaluate((t) =>
      [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.children].slice(2).map((c) => c.textContent)),
    );
  const printCells = await tables.evaluateAll((ts) =>
    ts.map((t) => [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.children].slice(2).map((c) => c.textContent))),
  );
  expect(screenCells.map((_, row) => printCells.flatMap((t) => t[row]))).toEqual(screenCells);
  expect(await hidden(page.getByTestId('view-table'))).toBe(true);
  // Page width: nothing sticks out of an A4 page at 96 dpi (210 mm minus margins).
  await page.setViewportSize({ width: 703, height: 1000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);

  for (const control of [
    page.getByRole('navigation', { name: 'Main sections', includeHidden: true }),
    page.getByTestId('gas-select'),
    page.getByRole('button', { name: 'Export as image', includeHidden: true }),
    page.getByRole('button', { name: 'Sectors', includeHidden: true }),
    page.locator('a[href="#main"]'),
    page.locator('a[hreflang]'),
    page.locator('section[aria-label="Cookie notice"]'),
  ]) {
    expect(await hidden(control)).toBe(true);
  }
  expect(await visible(page.locator('h1'))).toBe(true);

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Kept for a look at the printed page.
  writeFileSync(path.join(tmpdir(), 'inventory-print.pdf'), pdf);
  await close();
});

test('projections page on paper shows the view in words and its address', async () => {
  const { page, close } = await openPage(chromium.browser);
  await screenThenPrint(page, `${baseUrl()}/et/projections/?level=sector`);
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByTestId('print-details').textContent()).toContain(
    'Näidatud: Stsenaarium: olemasolevate meetmetega (WEM); Sektorid:',
  );
  expect(await page.getByTestId('print-url').textContent()).toBe(
    `Selle lehe aadress: ${baseUrl()}/et/projections/?level=sector`,
  );
  expect(await hidden(page.getByTestId('gas-select'))).toBe(true);
  await close();
});

test('sector pages on paper: the chart with its table open, the address, no sector menus or pie controls', async () => {
  const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
  await screenThenPrint(page, `${baseUrl()}/en/inventory/sector/energy/`);
  const screenTable = page.locator('#tabbed-content details [role="region"] table').first();
  const runs = page.getByTestId('print-activity-tables').first();
  const printTables = runs.locator('table');
  expect(await hidden(screenTable)).toBe(true);
  expect(await hidden(runs)).toBe(true);
  // The page as served carries the table once; its runs of columns are made when it prints.
  expect(await printTables.count()).toBe(0);
  await page.emulateMedia({ media: 'print' });
  // The closed disclosure prints open, its wide table as runs of at most ten columns.
  await printTables.first().waitFor();
  expect(await hidden(screenTable)).toBe(true);
  expect(await visible(printTables)).toBe(true);
  const widths = await printTables.evaluateAll((ts) => ts.map((t) => t.querySelectorAll('thead th').length - 1));
  expect(widths.length).toBeGreaterThan(1);
  expect(Math.max(...widths)).toBeLessThanOrEqual(10);
  const screenColumns = await screenTable.evaluate((t) => t.querySelectorAll('thead th').length - 1);
  expect(widths.reduce((a, b) => a + b, 0)).toBe(screenColumns);
  expect(await visible(page.locator('#tabbed-content .activity-chart svg[data-preview]').first())).toBe(true);
  expect(await hidden(page.locator('nav[aria-label]').filter({ has: page.locator('a[data-tab]') }))).toBe(true);
  expect(await page.getByTestId('print-url').textContent()).toBe(
    `Address of this page: ${baseUrl()}/en/inventory/sector/energy/`,
  );

  await page.emulateMedia({ media: 'screen' });
  await screenThenPrint(page, `${baseUrl()}/en/inventory/sector/overview/`);
  await pieReady(page);
  await page.emulateMedia({ media: 'print' });
  expect(await hidden(page.getByRole('slider', { name: 'Year', includeHidden: true }))).toBe(true);
  expect(
    await hidden(
      page
        .locator('section[data-tab="overview"]')
        .getByRole('button', { name: 'Export as image', includeHidden: true }),
    ),
  ).toBe(true);
  expect(await visible(page.locator('figure[data-year] table'))).toBe(true);
  // The introduction speaks of the slider on screen only.
  const intro = page.locator('.sector-pie > p').first();
  expect(await intro.innerText()).toContain('Share of each sector');
  expect(await intro.innerText()).not.toContain('slider');
  await page.emulateMedia({ media: 'screen' });
  expect(await intro.innerText()).toContain('pick a year with the slider to stop');
  await close();
});
