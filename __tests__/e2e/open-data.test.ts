import type { Page } from 'playwright-core';
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import { readFileSync } from 'node:fs';
import { auditPage } from '@/__tests__/e2e/support/axe';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { gotoSettled } from '@/__tests__/e2e/support/settle';

/**
 * The open data in the built site: every published address answers with its type; the Data page in
 * each language lists the datasets with licence, vintage and citation, has no WCAG 2.1 A/AA
 * violation, and is linked from the footer and from the downloads under the charts.
 */
const chromium = useBrowser();
const HEADINGS = { en: 'Open data', et: 'Avaandmed', ru: 'Открытые данные' } as const;

test('every published address answers with its content type, and the package lists files that answer', async () => {
  const published = readFileSync('docs/open-data-addresses.txt', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'));
  const failures: string[] = [];
  for (const address of published) {
    const response = await fetch(`${baseUrl()}${address}`);
    const type = response.headers.get('content-type') ?? '';
    const expected = address.endsWith('.json') ? 'application/json' : 'text/csv';
    if (response.status !== 200 || !type.startsWith(expected)) failures.push(`${address}: ${response.status} ${type}`);
  }
  expect(failures).toEqual([]);
  const descriptor = await (await fetch(`${baseUrl()}/data/open/datapackage.json`)).json();
  for (const resource of descriptor.resources as { path: string }[]) {
    const response = await fetch(`${baseUrl()}/data/open/${resource.path}`, { method: 'HEAD' });
    expect([resource.path, response.status]).toEqual([resource.path, 200]);
  }
  const csv = await (await fetch(`${baseUrl()}/data/open/inventory/latest.csv`)).text();
  expect(csv.split('\r\n')[0]).toBe(
    'dataset,submission_or_round,area,scenario,gas,level,category_code,category_name,year,value,unit,gwp,notation_key',
  );
});

describe.each(['en', 'et', 'ru'] as const)('%s', (locale) => {
  const turn = inTurn(['en', 'et', 'ru'] as const, locale);
  // A tab of its own for each test: with the languages taking turns, a language may have no test here.
  const withTab = (body: (page: Page) => Promise<void>) => async () => {
    const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce', bypassCSP: true });
    await body(page);
    await close();
  };

  turn.test(
    'the Data page lists the datasets with licence, vintage and citation and has no axe violation',
    withTab(async (page) => {
      await gotoSettled(page, `${baseUrl()}/${locale}/data/`);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect((await page.textContent('h1'))?.trim()).toBe(HEADINGS[locale]);
      const entry = page.locator('#inventory-submission-2026');
      expect(await entry.locator('a').first().getAttribute('href')).toBe('/data/open/inventory/submission-2026.csv');
      expect(await entry.locator('dd').count()).toBe(4);
      expect(await entry.locator('dd').nth(3).textContent()).toContain('/data/open/inventory/submission-2026.csv');
      expect(await page.locator('#effort-sharing a').first().getAttribute('href')).toBe(
        '/data/open/effort-sharing.csv',
      );
      expect(await page.locator('li[id^="activity-"]').count()).toBeGreaterThan(30);
      expect(await page.locator('a[href="/data/open/datapackage.json"]').count()).toBe(1);
      expect(await auditPage(page)).toEqual([]);
    }),
  );

  turn.test(
    'the footer and the downloads under the charts link to the Data page',
    withTab(async (page) => {
      await gotoSettled(page, `${baseUrl()}/${locale}/inventory/sector/transport/road_transport/`);
      expect(await page.locator(`#site-footer a[href="/${locale}/data/"]`).count()).toBe(1);
      expect(await page.locator(`a[href="/${locale}/data/#inventory-submission-2026"]`).count()).toBeGreaterThan(0);
      expect(await page.locator(`a[href="/${locale}/data/#activity-sectors-transport-road-transport"]`).count()).toBe(
        1,
      );
      await gotoSettled(page, `${baseUrl()}/${locale}/projections/`);
      expect(await page.locator(`a[href^="/${locale}/data/#projections-round-"]`).count()).toBeGreaterThan(0);
    }),
  );
});
