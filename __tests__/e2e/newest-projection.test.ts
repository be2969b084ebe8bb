/**
 * The newest projection first, against the built site, in en, et and ru. Expected figures read by
 * hand from data/sources/eea-necpr-2025-annex1-estonia/estonia_necpr2025_annex1_table1_targets.csv
 * (WEM excl. LULUCF 2030 9 337.25, 2040 7 000.3, 2050 4 314.44; incl. LULUCF 2050 6 707.4), the 2025
 * CRT submission's 1990 total (40 277.575: 1 − 9 337.25 / 40 277.575 = 76.8 %), the 2019 CSV
 * (WEM 2030 14 812.630; 9 337.25 − 14 812.630 = −5 475 kt, −37 %) and the ESR extract
 * (5 076.276 against 4 709.063: 367 above).
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { plain } from '@/__tests__/e2e/support/plain-text';
import { chartReady } from '@/__tests__/e2e/support/chart-view';

jest.setTimeout(90000);

const chromium = useBrowser();
const text = async (page: Page, id: string) => plain(await page.getByTestId(id).first().innerText());

describe.each([
  [
    'en',
    {
      points: ['9337 kt CO2 eq in 2030', '7000 kt CO2 eq in 2040', '4314 kt CO2 eq in 2050'],
      below: '76.8 % below 1990',
      same: 'Estonia reported the same values for both scenarios in 2025.',
      older: 'Projection reported in 2019 (WEM, AR4 GWP100): older',
      esr: '367 above',
      neutral: ['6707 (2025 round)', '6707 above'],
      outlook: ['fell by 5475 kt CO2 eq (37 %)', '14 813 kt CO2 eq (AR4 GWP100)', '9337 kt CO2 eq (AR5 GWP100)'],
      projected: 'In 2024 total emissions without LULUCF are projected at',
      change: 'In 2040 total emissions without LULUCF are projected to be 26 % below their 2015 level.',
      share: 'In 2040 the largest share of the gross emissions shown is projected for',
      drivers: 'are projected to go from',
      fGases: '(180–226 kt CO2 eq)',
    },
  ],
  [
    'et',
    {
      points: ['2030. aastaks 9337 kt CO2 ekv', '2040. aastaks 7000 kt CO2 ekv', '2050. aastaks 4314 kt CO2 ekv'],
      below: '76,8 % väiksem kui 1990. aastal',
      same: 'Eesti esitas 2025. aastal mõlema stsenaariumi kohta samad väärtused.',
      older: '2019. aastal esitatud prognoos (WEM, AR4 GWP100): vanem',
      esr: '367 üle',
      neutral: ['6707 (2025. aasta voor)', '6707 üle'],
      outlook: ['14 813 kt CO2 ekv (AR4 GWP100)', '9337 kt CO2 ekv (AR5 GWP100)', '5475 kt CO2 ekv ehk 37 % väiksem'],
      projected: '2024. aastaks on prognoositud koguheide ilma LULUCF-ita',
      change: '2040. aastaks prognoositakse, et koguheide ilma LULUCF-ita on 26 % väiksem kui 2015. aastal.',
      share: '2040. aastal on prognoosi järgi näidatud brutoheitest suurim osakaal',
      drivers: '2040. aastaks prognoositakse',
      fGases: '(180–226 kt CO2 ekv)',
    },
  ],
  [
    'ru',
    {
      points: ['9337 кт CO2-экв. в 2030 году', '7000 кт CO2-экв. в 2040 году', '4314 кт CO2-экв. в 2050 году'],
      below: 'на 76,8 % ниже уровня 1990 года',
      same: 'В 2025 году Эстония представила одинаковые значения для обоих сценариев.',
      older: 'Прогноз, представленный в 2019 году (WEM, ПГП по ДО4): более старый',
      esr: 'на 367 выше',
      neutral: ['6707 (прогноз 2025 года)', 'на 6707 выше'],
      outlook: ['снизился на 5475 кт CO2-экв. (37 %)', 'с 14 813 кт CO2-экв.', 'до 9337 кт CO2-экв.'],
      projected: 'По прогнозу, в 2024 году общие выбросы без ЗИЗЛХ составят',
      change: 'По прогнозу, в 2040 году общие выбросы без ЗИЗЛХ будут на 26 % ниже уровня 2015 года.',
      share: 'В 2040 году по прогнозу наибольшая доля показанных валовых выбросов',
      drivers: 'По прогнозу, с 2015 по 2040 год показанные выбросы изменятся',
      fGases: '(180–226 кт CO2-экв.)',
    },
  ],
] as const)('%s', (locale, w) => {
  const turn = inTurn(['en', 'et', 'ru'] as const, locale);
  turn.test(
    'the newest projection leads: readout, points never joined, the 2019 line as older, the table',
    async () => {
      const { page, close } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/projections/`);
      const readout = await text(page, 'newest-projection-readout');
      for (const p of w.points) expect(readout).toContain(p);
      expect(readout).toContain(w.below);
      expect(readout).toContain(w.same);
      const chart = page.getByTestId('newest-projection-chart');
      expect(await chart.locator('circle').count()).toBe(3);
      // Two lines (the inventory and the 2019 round); the points are circles, with no path through them.
      const paths = await chart.locator('path').evaluateAll((els) => els.map((e) => e.getAttribute('d') ?? ''));
      expect(paths).toHaveLength(2);
      const labels = await chart.locator('[data-testid="newest-projection-point"] text').allTextContents();
      expect(labels).toEqual(['9337', '7000', '4314']);
      expect(await text(page, 'newest-projection-legend')).toContain(w.older);
      const cells = await page
        .getByTestId('newest-projection-table')
        .locator('tbody tr')
        .first()
        .locator('td')
        .allTextContents();
      expect(cells.filter(Boolean)).toEqual(['9337', '7000', '4314']);
      // The newest projection comes before the chart of the 2019 round.
      const order = await page.evaluate(() => {
        const a = document.querySelector('[data-testid="newest-projection"]')!;
        const b = document.querySelector('[data-testid="first-view-readout"], [data-testid="summary"]')!;
        return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
      await close();
    },
  );

  turn.test('the targets against the newest projection, and the effort-sharing box', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/projections/`);
    const row = (id: string, scope: string) => page.locator(`[data-target="${id}"][data-scope="${scope}"]`);
    expect(plain(await row('esr-2030-limit', 'effort-sharing').getByTestId('target-gap').innerText())).toBe(w.esr);
    const neutral = (await row('neutrality-2050-climate-law-draft-2025', 'with').locator('td').allInnerTexts()).map(
      plain,
    );
    expect(neutral).toEqual(expect.arrayContaining([...w.neutral]));
    expect(await row('total-2030-necp', 'without').count()).toBe(1);
    expect(await row('total-2030-necp', 'with').count()).toBe(1);
    // Audit L3: the effort-sharing box in every language.
    expect(await page.getByTestId('esr-projection').count()).toBe(1);
    await close();
  });

  turn.test('how the outlook changed: 14 813 and 9337 side by side, the fall with both bases', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/projections/?view=outlook`);
    await chartReady(page);
    const summary = await text(page, 'summary');
    for (const part of w.outlook) expect(summary).toContain(part);
    const table = plain(await page.getByTestId('view-table').first().innerText());
    expect(table).toMatch(/14 812[.,]630/);
    expect(table).toMatch(/9337[.,]250/);
    await close();
  });

  turn.test(
    'projected years are told as projected in the per-person, change, share and drivers views (M3)',
    async () => {
      const { page, close } = await openPage(chromium.browser);
      const summaryOf = async (query: string) => {
        await page.goto(`${baseUrl()}/${locale}/projections/?projection=2019&${query}`);
        await chartReady(page);
        return text(page, 'summary');
      };
      expect(await summaryOf('view=per-capita')).toContain(w.projected);
      expect(await summaryOf('view=change')).toBe(w.change);
      expect(await summaryOf('level=sector&view=share')).toContain(w.share);
      expect(await summaryOf('view=drivers')).toContain(w.drivers);
      // ?projection=2019 opens the 2019 round as before: its readout.
      await page.goto(`${baseUrl()}/${locale}/projections/?projection=2019`);
      await chartReady(page);
      expect(await text(page, 'target-readout')).toMatch(/14 813/);
      // Audit L1: the outturn note gives the HFCs' size.
      await page.goto(`${baseUrl()}/${locale}/projections/?projection=2019&view=outturn`);
      await chartReady(page);
      expect(plain(await page.getByTestId('view-note').first().innerText())).toContain(w.fGases);
      await close();
    },
  );
});
