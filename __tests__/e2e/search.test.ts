/**
 * The header's search, from the keyboard alone, in each language: `/` opens it, typed words find the
 * chart of a category (by name, inflected form or code), a gas, a section, a sector page or a text's
 * heading (opened at that heading), arrows
 * and Enter open a result, Escape closes; axe finds nothing with the results open; without
 * JavaScript the button is a link to the page of sections.
 */
import type { Page } from 'playwright-core';
import { auditPage } from '@/__tests__/e2e/support/axe';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { gotoSettled } from '@/__tests__/e2e/support/settle';

jest.setTimeout(120000);

const chromium = useBrowser();
const ENTERIC = '?level=cat&sector=agri&cat=enteric';

/** Opens the search with `/` once the header's button is live. */
async function openSearch(page: Page) {
  await page.locator('a[role="button"][aria-haspopup="dialog"]').waitFor();
  await page.keyboard.press('/');
  await page.locator('dialog[open] input[role="combobox"]').waitFor();
  await page.locator('dialog[open] [role="status"]').filter({ hasNotText: /…$/ }).waitFor();
}

/** Types `words` into an emptied box and returns the results shown: their names and what they are. */
async function results(page: Page, words: string) {
  const input = page.locator('dialog[open] input[role="combobox"]');
  await input.fill('');
  await page.keyboard.type(words);
  await page.locator('[role="option"]').first().waitFor();
  return page.locator('[role="option"]').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
}

async function openFirst(page: Page, words: string, path: string) {
  await results(page, words);
  await Promise.all([page.waitForURL((u) => `${u.pathname}${u.search}` === path), page.keyboard.press('Enter')]);
}

test('en: from the keyboard, category, code, gas, section and synonyms; arrows, Enter and Escape', async () => {
  const { page, close } = await openPage(chromium.browser, { bypassCSP: true });
  await gotoSettled(page, `${baseUrl()}/en/inventory/`);
  await openSearch(page);

  const enteric = await results(page, 'enteric');
  expect(enteric[0]).toBe('Enteric fermentationChart · 3.A · Agriculture');
  expect(await results(page, '3.A')).toContain(enteric[0]);
  expect((await results(page, '3a'))[0]).toBe(enteric[0]);
  expect((await results(page, '3.A.'))[0]).toBe(enteric[0]);
  expect((await results(page, 'emission factor'))[0]).toBe('Emission factorsSection');
  expect(await results(page, 'cattle')).toEqual(
    expect.arrayContaining([enteric[0], expect.stringMatching(/^Livestock population/)]),
  );
  expect(await results(page, 'cars')).toEqual(expect.arrayContaining([expect.stringMatching(/^Road transport/)]));

  // The combobox's active option follows the arrows; axe with the results open.
  await results(page, 'transport');
  const input = page.locator('input[role="combobox"]');
  const active = () => input.getAttribute('aria-activedescendant');
  const first = await active();
  await page.keyboard.press('ArrowDown');
  expect(await active()).not.toBe(first);
  await page.keyboard.press('ArrowUp');
  expect(await active()).toBe(first);
  expect(await input.getAttribute('aria-expanded')).toBe('true');
  expect(await auditPage(page)).toEqual([]);

  // Escape closes and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

  // Enter opens the first result: the chart at the category level with 3.A chosen.
  await openSearch(page);
  await openFirst(page, 'enteric', `/en/inventory/${ENTERIC}`);
  await page.locator('input[type="checkbox"]').first().waitFor();
  await openSearch(page);
  await openFirst(page, 'methane', '/en/inventory/?gas=ch4');

  // A heading of a text is a result of its own, which opens the text at that heading.
  const anchor = 'further-study-of-the-decomposition-of-horticultural-peat';
  await openSearch(page);
  expect((await results(page, 'horticultural peat'))[0]).toMatch(
    /^Further study of the decomposition of horticultural peat/,
  );
  await Promise.all([page.waitForURL((u) => u.hash === `#${anchor}`), page.keyboard.press('Enter')]);
  const top = await page.locator(`h3#${anchor}`).evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  await close();
});

test.each([
  ['et', '/et/emission-factors/', 'soolekääritusest', 'Soolekääritus', 'Joonis · 3.A · Põllumajandus'],
  ['ru', '/ru/projects/', 'кишечная ферментация', 'Внутренняя ферментация', 'График · 3.A · Сельское хозяйство'],
])('%s: %s "%s" finds the category in the page’s language', async (locale, path, words, name, meta) => {
  const { page, close } = await openPage(chromium.browser, { bypassCSP: true });
  await gotoSettled(page, `${baseUrl()}${path}`);
  await openSearch(page);
  expect((await results(page, words))[0]).toBe(`${name}${meta}`);
  expect(await auditPage(page)).toEqual([]);
  await openFirst(page, words, `/${locale}/inventory/${ENTERIC}`);
  await close();
});

test('ru: an inflected word, a gas name; et: a gas name', async () => {
  const { page, close } = await openPage(chromium.browser);
  await gotoSettled(page, `${baseUrl()}/ru/inventory/`);
  await openSearch(page);
  expect((await results(page, 'транспорта'))[0]).toMatch(/^Транспорт/);
  expect((await results(page, 'метан'))[0]).toMatch(/^Метан \(CH4\)График/);
  await gotoSettled(page, `${baseUrl()}/et/compare/`);
  await openSearch(page);
  expect((await results(page, 'metaan'))[0]).toMatch(/^Metaan \(CH4\)Joonis/);
  await close();
});

test('without JavaScript the button is a link to the page of sections', async () => {
  const { page, close } = await openPage(chromium.browser, { javaScriptEnabled: false });
  for (const locale of ['en', 'et', 'ru']) {
    await page.goto(`${baseUrl()}/${locale}/inventory/`);
    const link = page.locator('header a[href$="/search/"]');
    await Promise.all([page.waitForURL(`**/${locale}/search/`), link.click()]);
    expect(await page.locator(`main a[href="/${locale}/emission-factors/"]`).count()).toBe(1);
    expect(
      await page.locator(`main a[href="/${locale}/inventory/sector/agriculture/livestock_population/"]`).count(),
    ).toBe(1);
  }
  await close();
});
