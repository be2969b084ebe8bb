/**
 * The site's data tables on a phone, in both languages: the chart's table, the pie's table and a
 * content page's table scroll sideways inside their region while the row names stay in view, with
 * names on the left and figures on the right.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openPage, pieReady, useBrowser } from '@/__tests__/e2e/support/browser';
import { eventually } from '@/__tests__/e2e/support/eventually';

jest.setTimeout(60000);

const chromium = useBrowser();

/**
 * Scrolls a table's region to its far end and checks that it moved at least `minScroll` pixels
 * while the first row header stayed at the region's left edge, names aligned left, figures right.
 */
async function expectRowNamesInView(region: Locator, minScroll: number): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await eventually(
    () => region.evaluate((el) => el.scrollLeft),
    (left) => expect(left).toBeGreaterThan(minScroll),
  );
  const layout = await region.evaluate((el) => {
    const th = el.querySelector('tbody th')!;
    const td = el.querySelector('tbody td:last-child')!;
    return {
      rowHeaderOffset: Math.round(th.getBoundingClientRect().left - el.getBoundingClientRect().left - el.clientLeft),
      rowHeaderAlign: getComputedStyle(th).textAlign,
      figureAlign: getComputedStyle(td).textAlign,
    };
  });
  expect(layout).toEqual({ rowHeaderOffset: 0, rowHeaderAlign: 'left', figureAlign: 'right' });
}

/** Opens a page at phone width, runs `check` on it, and expects no console errors. */
async function onPhone(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { page, close, consoleErrors } = await openPage(chromium.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${baseUrl()}${path}`);
  await check(page);
  expect(consoleErrors).toEqual([]);
  await close();
}

describe.each(['en', 'et'] as const)('data tables on a phone in %s', (locale) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test('the chart table keeps the series names in view', () =>
    onPhone(`/${locale}/inventory/?level=sector`, async (page) => {
      await page.locator('[data-signature]').waitFor();
      await expectRowNamesInView(page.locator('.table-scroll:has([data-testid="view-table"])'), 500);
    }),
  );

  turn.test('the pie table keeps the years in view', () =>
    onPhone(`/${locale}/inventory/`, async (page) => {
      await pieReady(page);
      const box = page.locator('details:has(.table-scroll)').first();
      await box.locator('summary').click();
      await expectRowNamesInView(box.locator('.table-scroll'), 100);
    }),
  );

  turn.test('a content table keeps the row names in view', () =>
    onPhone(`/${locale}/economic-indicators-ghg/`, (page) =>
      expectRowNamesInView(page.locator('.table-scroll:visible').first(), 500),
    ),
  );
});
