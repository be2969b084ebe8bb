/**
 * The pages of the newer public series (effort sharing, electricity intensity, later estimates) in both
 * languages: they load without console errors, show the figures of the source files where the
 * texts and tables say, and name basis, source and licence under each chart.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';

jest.setTimeout(120000);

const chromium = useBrowser();

/** A figure as the page writes it: decimal point in English, comma in Estonian. */
const fig = (text: string, locale: string) => (locale === 'et' ? text.replace('.', ',') : text);
const mainText = (page: Page) => page.locator('main').innerText();

/**
 * Points at the chart so Chart.js takes over, and waits for its canvas. The page's scripts run
 * after its first paint, so a pointer that arrives before them is moved away and back again.
 */
async function goLive(page: Page, selector = '.activity-chart') {
  const chart = page.locator(selector).first();
  await chart.scrollIntoViewIfNeeded();
  for (let attempt = 0; attempt < 10; attempt++) {
    await chart.hover();
    try {
      await chart.locator('canvas').waitFor({ timeout: 2000 });
      return;
    } catch {
      await page.mouse.move(0, 0);
    }
  }
  throw new Error(`${selector}: no Chart.js canvas after 10 pointers`);
}

describe.each([['en'], ['et']])('newer series in %s', (locale) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  const words =
    locale === 'en'
      ? {
          basis: 'Basis:',
          licence: 'Licence:',
          inventory: 'Inventory',
          projections: 'Projections',
          later: 'Later estimates (not the inventory)',
        }
      : {
          basis: 'Alus:',
          licence: 'Litsents:',
          inventory: 'Inventuur',
          projections: 'Prognoosid',
          later: 'Hilisemad hinnangud (mitte inventuur)',
        };

  turn.test('ETS/ESR overview: ESR 2023 and the 2030 limit, with basis and licence under the chart', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/${locale}/inventory/sector/ets_esr/overview/`);
    const text = await mainText(page);
    expect(text).toContain('5596\u00a0kt CO2');
    expect(text).toContain('4709\u00a0kt CO2');
    expect(text).toMatch(locale === 'en' ? /not strictly comparable/ : /rangelt võrreldavad/);
    const caption = await page.locator('section.activity-content figcaption').first().innerText();
    expect(caption).toContain(words.basis);
    expect(caption).toContain(words.licence);
    expect(caption).toContain('CC BY 4.0');
    await goLive(page);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test('ETS/ESR total projections: WEM 2030 against the limit, the groups either side of the marker', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/${locale}/projections/sector/ets_esr/total_projections/`);
    const text = await mainText(page);
    expect(text).toContain('5076\u00a0kt CO2');
    expect(text).toContain('4709\u00a0kt CO2');
    expect(text).toContain('+367\u00a0kt CO2');
    expect(text).toMatch(locale === 'en' ? /not the national total/ : /mitte riigi koguheide/);
    expect(text).toMatch(locale === 'en' ? /the same as WEM/ : /sama mis WEM/);
    // The item's third chart (after the 2019 round's ETS/ESD split): the effort-sharing projections of 2025.
    const esrChart = page.locator('section.activity-content').nth(2);
    const svg = esrChart.locator('.activity-chart svg[data-preview]');
    await svg.waitFor();
    await expect(svg.locator('text', { hasText: words.inventory }).count()).resolves.toBe(1);
    await expect(svg.locator('text', { hasText: words.projections }).count()).resolves.toBe(1);
    // The limit is drawn dashed; the history and the projections are separate lines.
    expect(await svg.locator('polyline[stroke-dasharray]').count()).toBeGreaterThan(0);
    await goLive(page, 'section.activity-content:nth-of-type(3) .activity-chart');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test('projections page: the effort-sharing headline and its link', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/${locale}/projections/`);
    const esr = page.getByTestId('esr-projection');
    const text = await esr.innerText();
    expect(text).toContain('5076');
    expect(text).toContain('4709');
    expect(text).toContain('367');
    await esr.locator('a').click();
    await page.waitForURL(`${baseUrl()}/${locale}/projections/sector/ets_esr/total_projections/`);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test(
    'emission factors, electricity: Ember 2020 and Electricity Maps as two charts of their own basis',
    async () => {
      const { page, consoleErrors, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
      await page.goto(`${baseUrl()}/${locale}/emission-factors/inventory/electricity/`);
      const charts = page.locator('section.activity-content');
      expect(await charts.count()).toBe(2);
      const ember = charts.nth(0);
      const row = ember.locator('tr', { hasText: 'Ember' });
      const header = (await ember.locator('thead th').allTextContents()).map((h) => h.trim());
      const cells = (await row.locator('td, th').allTextContents()).map((c) => c.trim());
      // Whole numbers in the file (g CO2/kWh) are printed whole, with the precision they have.
      expect(cells[header.indexOf('2020')]).toBe(fig('669', locale));
      const maps = charts.nth(1);
      expect(await maps.locator('figcaption').innerText()).toContain('ODbL');
      expect(await maps.locator('figcaption').innerText()).toContain('Electricity Maps');
      expect(await ember.locator('figcaption').innerText()).not.toContain('ODbL');
      await goLive(page);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test('introduction: the newest submission and what it changed, no later-estimates block or item', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/${locale}/inventory/sector/introduction/introduction/`);
    const text = await mainText(page);
    expect(text).not.toContain(words.later);
    // LULUCF 2018: −1 990 kt in the 2020 submission, +3 246 kt in the 2026 submission; 1990: 40 277 → 40 342 kt.
    for (const figure of ['3246', '40277', '40342', '10240']) expect(text.replace(/\s/g, '')).toContain(figure);
    expect(await page.locator('a[href$="/introduction/later_estimates/"]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test('inventory page: nothing later than the inventory, so no later-estimates block', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/${locale}/inventory/`);
    await page.locator('main').waitFor();
    expect(await page.getByTestId('later-estimates').count()).toBe(0);
    expect(await mainText(page)).not.toContain(words.later);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
