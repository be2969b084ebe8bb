/**
 * Inventory submissions on the built site, in both languages: the newest by
 * default, an older one from a bookmarked address or the selector, the sub-category level as a
 * note with a link to the 2020 submission, and the revisions view with its table and downloads.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import { baseUrl, downloadBytes, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { chartReady, settledQuery, shownView } from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';
import { newestSubmission } from '@/__tests__/e2e/support/newest';

jest.setTimeout(90000);

const chromium = useBrowser();
const query = settledQuery;
const LULUCF = {
  en: 'Land use, land-use change and forestry (LULUCF)',
  et: 'Maakasutus, maakasutuse muutus ja metsandus (LULUCF)',
};
const SUMMARY_2024 = {
  en: 'In 2024 total emissions without LULUCF were 10\u00a0241\u00a0kt CO2 eq, 75\u00a0% less than in 1990 (40\u00a0342\u00a0kt CO2 eq).',
  et: '2024. aastal oli koguheide ilma LULUCF-ita 10\u00a0241\u00a0kt CO2 ekv, 75\u00a0% vähem kui 1990. aastal (40\u00a0342\u00a0kt CO2 ekv).',
};
const SUMMARY_2018 = {
  en: 'In 2018 total emissions without LULUCF were 19\u00a0974\u00a0kt CO2 eq, 50\u00a0% less than in 1990 (40\u00a0277\u00a0kt CO2 eq).',
  et: '2018. aastal oli koguheide ilma LULUCF-ita 19\u00a0974\u00a0kt CO2 ekv, 50\u00a0% vähem kui 1990. aastal (40\u00a0277\u00a0kt CO2 ekv).',
};

async function open(path: string, width = 1280) {
  const opened = await openPage(chromium.browser, { viewport: { width, height: 900 } });
  await opened.page.goto(`${baseUrl()}${path}`);
  return opened;
}
/** The cells of the table row whose header is `name` (undefined when there is none). */
const row = (page: Page, name: string) =>
  page.$$eval(
    '[data-testid="view-table"] tbody tr',
    (trs, wanted) => {
      const tr = trs.find((r) => r.querySelector('th')?.textContent === wanted);
      return tr ? [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '') : undefined;
    },
    name,
  );

describe.each(['en', 'et'] as const)('%s', (locale) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test('the default inventory page shows the newest submission, all its years, and says so', async () => {
    const newest = newestSubmission();
    const { page, close, consoleErrors } = await open(`/${locale}/inventory/`);
    // Before any script: the pre-rendered sentence already gives the newest year.
    expect(await page.locator('main').textContent()).toContain(SUMMARY_2024[locale]);
    await chartReady(page);
    const view = await shownView(page);
    expect([view.years[0], view.years.at(-1)]).toEqual([newest.firstYear, newest.lastYear]);
    expect(await page.getByTestId('summary').textContent()).toBe(SUMMARY_2024[locale]);
    expect(await page.getByTestId('submission-select').inputValue()).toBe(newest.id);
    expect(await page.getByTestId('basis-note').textContent()).toContain('AR5 GWP100');
    expect(await query(page)).toBe('');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test('?submission=2020 shows what the 2020 submission says; the selector goes back to the newest', async () => {
    const { page, close, consoleErrors } = await open(`/${locale}/inventory/?submission=2020`, 390);
    await chartReady(page);
    await eventually(
      () => page.getByTestId('summary').textContent(),
      (text) => expect(text).toBe(SUMMARY_2018[locale]),
    );
    expect((await shownView(page)).years.at(-1)).toBe(2018);
    expect(await page.getByTestId('basis-note').textContent()).toContain('AR4 GWP100');
    // On a phone the filters open with their button first.
    await page.getByRole('button', { name: locale === 'en' ? 'Show filters' : 'Näita filtreid' }).click();
    await page.getByTestId('submission-select').selectOption('2026');
    await eventually(
      () => shownView(page),
      (view) => expect(view.years.at(-1)).toBe(2024),
    );
    expect(await query(page)).toBe('');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test(
    '?level=subCat without a submission is a note with a link to the 2020 submission, not an empty chart',
    async () => {
      const { page, close, consoleErrors } = await open(`/${locale}/inventory/?level=subCat`);
      const note = page.getByTestId('missing-level');
      await note.waitFor();
      expect(await page.locator('[data-signature]').count()).toBe(0);
      const link = note.getByRole('link');
      expect(await link.getAttribute('href')).toBe(`/${locale}/inventory/?submission=2020&level=subCat`);
      await link.click();
      await chartReady(page);
      await eventually(
        () => query(page),
        (q) => expect(q).toBe('?submission=2020&level=subCat'),
      );
      const view = await shownView(page);
      expect(view.years.at(-1)).toBe(2018);
      expect(view.series.length).toBeGreaterThan(10);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test(
    'the revisions view against 2020: LULUCF in 2018 in both submissions, the difference, a sentence and the CSV',
    async () => {
      const { page, close, consoleErrors } = await open(
        `/${locale}/inventory/?gas=co2eq&level=sector&view=revisions&against=2020`,
      );
      await chartReady(page);
      const years = await page.$$eval('[data-testid="view-table"] thead th', (ths) => ths.map((th) => th.textContent));
      expect(years.at(-1)).toBe('2018');
      const shown = locale === 'en' ? '2026 submission' : '2026. aasta esitus';
      const against = locale === 'en' ? '2020 submission' : '2020. aasta esitus';
      const difference = locale === 'en' ? 'difference' : 'vahe';
      const decimal = (v: string) => (locale === 'en' ? v : v.replace('.', ','));
      expect((await row(page, `${LULUCF[locale]}: ${shown}`))?.at(-1)).toBe(decimal('3246.282'));
      expect((await row(page, `${LULUCF[locale]}: ${against}`))?.at(-1)).toBe(decimal('-1990.177'));
      expect((await row(page, `${LULUCF[locale]}: ${difference}`))?.at(-1)).toBe(decimal('5236.459'));
      expect(await page.getByTestId('summary').textContent()).toMatch(
        locale === 'en' ? /^The largest revision: / : /^Suurim ümberarvutus: /,
      );
      expect(await page.getByTestId('view-note').textContent()).toContain('AR4 GWP100');
      expect(await page.getByTestId('against-select').inputValue()).toBe('2020');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: locale === 'en' ? 'Download CSV' : 'Laadi alla CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('chart.csv');
      const csv = (await downloadBytes(download)).toString('utf8');
      const line = csv.split('\r\n').find((l) => l.includes(`${LULUCF[locale]}: ${difference}`));
      expect(line?.split(',').at(-1)).toBe('5236.458828'); // 3246.282213 + 1990.176615, from the two gas files
      expect(await query(page)).toBe('?level=sector&view=revisions&against=2020');
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );
});

test('CH4 of the 2026 submission is a mass in kt: the extract ÷ 28', async () => {
  const { page, close } = await open('/en/inventory/?gas=ch4');
  await chartReady(page);
  const total = await row(page, 'Total without LULUCF');
  // 38 517.631 t CO2e ÷ 28 of the extract's CH4 rows without sector 4 (hand-computed: 1 078 493.7 ÷ 28 ÷ 1000).
  expect(total?.at(-1)).toBe('38.518');
  expect(await page.getByTestId('basis-note').textContent()).toContain('as a mass in kt');
  await close();
});
