/**
 * The site's data tables on a phone, in both languages: the chart's table, the pie's table and a
 * content page's table scroll sideways inside their region while the row names stay in view, with
 * names on the left and figures on the right.
 */
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openPage, pieReady, useBrowser } from './support/browser';
import { eventually } from './support/eventually';

jest.setTimeout(60000);

const chromium = useBrowser();

interface Layout {
  scrolled: number;
  /** Left edge of the first row header relative to the region's left edge, after scrolling. */
  rowHeaderOffset: number;
  rowHeaderAlign: string;
  figureAlign: string;
}

/** Scrolls a table's region to its far end and reads where its row header and a figure sit. */
async function scrollToEnd(region: Locator): Promise<Layout> {
  await region.scrollIntoViewIfNeeded();
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await eventually(
    () => region.evaluate((el) => el.scrollLeft),
    (left) => expect(left).toBeGreaterThan(0),
  );
  return region.evaluate((el) => {
    const th = el.querySelector('tbody th')!;
    const td = el.querySelector('tbody td:last-child')!;
    return {
      scrolled: el.scrollLeft,
      rowHeaderOffset: Math.round(th.getBoundingClientRect().left - el.getBoundingClientRect().left - el.clientLeft),
      rowHeaderAlign: getComputedStyle(th).textAlign,
      figureAlign: getComputedStyle(td).textAlign,
    };
  });
}

async function phonePage(path: string): Promise<{ page: Page; done: () => Promise<void> }> {
  const { page, context, consoleErrors } = await openPage(chromium.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${baseUrl()}${path}`);
  return {
    page,
    done: async () => {
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  };
}

const STICKY: Omit<Layout, 'scrolled'> = { rowHeaderOffset: 0, rowHeaderAlign: 'left', figureAlign: 'right' };

describe.each(['en', 'et'] as const)('data tables on a phone in %s', (locale) => {
  test('the chart table keeps the series names in view', async () => {
    const { page, done } = await phonePage(`/${locale}/inventory/?level=sector`);
    await page.locator('[data-signature]').waitFor();
    const { scrolled, ...layout } = await scrollToEnd(page.locator('.table-scroll:has([data-testid="view-table"])'));
    expect(scrolled).toBeGreaterThan(500);
    expect(layout).toEqual(STICKY);
    await done();
  });

  test('the pie table keeps the years in view', async () => {
    const { page, done } = await phonePage(`/${locale}/inventory/`);
    await pieReady(page);
    const box = page.locator('details:has(.table-scroll)').first();
    await box.locator('summary').click();
    const { scrolled, ...layout } = await scrollToEnd(box.locator('.table-scroll'));
    expect(scrolled).toBeGreaterThan(100);
    expect(layout).toEqual(STICKY);
    await done();
  });

  test('a content table keeps the row names in view', async () => {
    const { page, done } = await phonePage(`/${locale}/economic-indicators-ghg/`);
    const { scrolled, ...layout } = await scrollToEnd(page.locator('.table-scroll:visible').first());
    expect(scrolled).toBeGreaterThan(500);
    expect(layout).toEqual(STICKY);
    await done();
  });
});
