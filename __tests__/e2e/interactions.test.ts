/**
 * A control answers at once and the view follows (useChartView's deferred render), on a CPU slowed
 * down 4× as on a slow phone: a second quick click wins, with the address, table, sentence and CSV
 * of the second choice, as a fresh load of that address shows them; the control keeps the keyboard
 * focus; the sentence, a polite live region, changes once per choice, so a screen reader hears it once.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import { baseUrl, downloadBytes, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { chartReady, shownView } from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';

jest.setTimeout(120000);

const chromium = useBrowser();

const slowDown = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
};
const summary = (page: Page) => page.getByTestId('summary').textContent();
const csv = async (page: Page, name: string) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return (await downloadBytes(download)).toString('utf8');
};
/** The sentence, table and CSV a page shows. */
const shown = async (page: Page, csvButton: string) => ({
  summary: await summary(page),
  table: await shownView(page),
  csv: await csv(page, csvButton),
});

describe.each([
  ['en', { category: 'By category', sector: 'By sector', share: 'Share of total (%)', csv: 'Download CSV' }],
  [
    'et',
    {
      category: 'Kategooriate kaupa',
      sector: 'Sektorite kaupa',
      share: 'Osakaaluna kogusummast (%)',
      csv: 'Laadi alla CSV',
    },
  ],
] as const)('%s', (locale, words) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test(
    'a second quick click wins: its address, table, sentence and CSV, as a fresh load of that address',
    async () => {
      const { page, context, close, consoleErrors } = await openPage(chromium.browser, { fresh: true });
      await page.goto(`${baseUrl()}/${locale}/inventory/`);
      await chartReady(page);
      const rowsBefore = (await shownView(page)).series.length;
      await slowDown(page);
      // The category level needs a file the page has not fetched: the first choice is still pending at the second click.
      await page.getByLabel(words.category, { exact: true }).click();
      await page.getByLabel(words.sector, { exact: true }).click();
      // The totals' table gives way to a table by sector (or, were the first click to win, by category).
      await eventually(
        () => shownView(page),
        (view) => expect(view.series.length).toBeGreaterThan(rowsBefore),
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).searchParams.get('level')).toBe('sector');
      expect(await page.getByLabel(words.sector, { exact: true }).isChecked()).toBe(true);
      const after = await shown(page, words.csv);

      const fresh = await context.newPage();
      await fresh.goto(`${baseUrl()}/${locale}/inventory/?level=sector`);
      await chartReady(fresh);
      await fresh.getByTestId('summary').waitFor();
      expect(after).toEqual(await shown(fresh, words.csv));
      expect(after.table.series.length).toBeGreaterThan(3);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );
});

test('the control keeps the keyboard focus while the view follows, and the new sentence is announced once', async () => {
  const { page, close } = await openPage(chromium.browser, { fresh: true });
  await page.goto(`${baseUrl()}/en/inventory/?level=sector`);
  await chartReady(page);
  const live = page.getByTestId('summary');
  expect(await live.getAttribute('aria-live')).toBe('polite');
  const before = await live.textContent();
  // Every text the live region takes, as a screen reader would hear it.
  await live.evaluate((el) => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => heard.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await slowDown(page);
  const share = page.getByLabel('Share of total (%)', { exact: true });
  await share.focus();
  await page.keyboard.press('Space');
  expect(await share.isChecked()).toBe(true);
  await eventually(
    () => live.textContent(),
    (text) => expect(text).not.toBe(before),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard).toEqual([await live.textContent()]);
  expect(await share.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(new URL(page.url()).searchParams.get('view')).toBe('share');
  await close();
});
