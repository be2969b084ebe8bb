/**
 * The change and share views, copy link and axis labels in Chromium against the built site:
 * each view opens from a bookmarked address in both languages, with the table, the CSV, the
 * XLSX and the PNG following the view; copy link copies (or shares on a phone) and says so;
 * value-axis labels never repeat.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { baseUrl, downloadBytes, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { shownView, chartReady, settledQuery } from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';

jest.setTimeout(90000);

const chromium = useBrowser();
/** The address's query, read once the view has caught up with it. */
const query = settledQuery;
const save = async (page: Page, name: string) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return downloadBytes(download);
};
const yTickLabels = (page: Page, scope = 'body') =>
  page.locator(`${scope} svg[data-preview] text[text-anchor="end"]`).allTextContents();
const numeric = (labels: string[]) => labels.filter((l) => /^-?[\d ]+([.,]\d+)?$/.test(l));

describe.each([
  [
    'en',
    {
      share: 'Share of total (%)',
      change: 'Change since first year (%)',
      absolute: 'Emissions',
      csv: 'Download CSV',
      xlsx: 'Export as XLSX',
      png: 'Export as image',
      lulucf: 'LULUCF',
    },
  ],
  [
    'et',
    {
      share: 'Osakaaluna kogusummast (%)',
      change: 'Muutusena esimesest aastast (%)',
      absolute: 'Heitkogustena',
      csv: 'Laadi alla CSV',
      xlsx: 'Salvesta XLSX-failina',
      png: 'Salvesta pildina',
      lulucf: 'LULUCF',
    },
  ],
] as const)('%s', (locale, words) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test(
    'a bookmarked share view: stacked shares of 100\u00a0%, net removals as zero, note, table and downloads in %',
    async () => {
      const { page, close, consoleErrors } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/inventory/?level=sector&view=share`);
      await chartReady(page);
      expect(await page.getByLabel(words.share).isChecked()).toBe(true);
      const view = await shownView(page);
      expect(view.years).toHaveLength(35);
      expect(view.series.every((s) => s.kind === 'bar')).toBe(true);
      // Each year's shares add up to 100 % (table values have 3 decimals).
      for (let i = 0; i < view.years.length; i++)
        expect(view.series.reduce((sum, s) => sum + s.values[i]!, 0)).toBeCloseTo(100, 1);
      // LULUCF is a net sink in some years and a net source in others (2026 submission): stacked where
      // it emits, its removals counted as zero, and named in the note.
      expect(view.series.map((s) => s.label).join()).toContain(words.lulucf);
      expect(await page.getByTestId('view-note').textContent()).toContain(words.lulucf);
      expect(await page.locator('[data-testid="view-table"] caption').textContent()).toMatch(/, %$/);
      const ticks = numeric(await yTickLabels(page));
      expect(ticks.at(-1)).toBe('100');
      expect(new Set(ticks).size).toBe(ticks.length);

      // Fields split at commas outside quotes (the LULUCF name has a comma and is quoted).
      const fields = (line: string) =>
        line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((f) => f.replace(/^"(.*)"$/, '$1').replace(/""/g, '"'));
      const csv = (await save(page, words.csv)).toString('utf8').trim().split('\r\n');
      expect(csv.slice(1).map((l) => fields(l)[0])).toEqual(view.series.map((s) => s.label));
      expect(csv.slice(1).every((l) => fields(l)[2] === '%')).toBe(true);
      const firstRow = fields(csv[1]!).slice(3).map(Number);
      expect(firstRow.map((v) => v.toFixed(3))).toEqual(view.series[0]!.values.map((v) => v.toFixed(3)));

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await save(page, words.xlsx)) as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet('Sheet1')!;
      view.series.forEach((s, i) => {
        const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
        expect(cells[0]).toBe(s.label);
        expect(cells[2]).toBe('%');
        expect((cells.slice(3) as number[]).map((v) => v.toFixed(3))).toEqual(s.values.map((v) => v.toFixed(3)));
      });
      const below = [...Array(6).keys()].map((k) =>
        String(sheet.getRow(view.series.length + 3 + k).getCell(1).value ?? ''),
      );
      expect(below.join(' ')).toContain(words.lulucf);

      const png = await save(page, words.png);
      expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      expect(png.readUInt32BE(20)).toBeGreaterThan(1400);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test(
    'a bookmarked change view: every series 0\u00a0% in the first year, lines, summary in words; switching back drops view=',
    async () => {
      const { page, close, consoleErrors } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/inventory/?level=sector&view=change`);
      await chartReady(page);
      expect(await page.getByLabel(words.change).isChecked()).toBe(true);
      const view = await shownView(page);
      expect(view.series.length).toBeGreaterThan(3);
      expect(view.series.every((s) => s.kind === 'line' && s.values[0] === 0)).toBe(true);
      const total = view.series.find((s) => /LULUCF-ita|without LULUCF/.test(s.label))!;
      expect(total.values.at(-1)).toBeCloseTo(-74.6, 0);
      expect(await page.getByTestId('summary').textContent()).toBe(
        locale === 'en'
          ? 'In 2024 total emissions without LULUCF were 75\u00a0% below their 1990 level.'
          : '2024. aastal oli koguheide ilma LULUCF-ita 75\u00a0% väiksem kui 1990. aastal.',
      );
      const ticks = numeric(await yTickLabels(page));
      expect(new Set(ticks).size).toBe(ticks.length);
      const csv = (await save(page, words.csv)).toString('utf8').trim().split('\r\n');
      // Unit %, then the first year: 0 for every series (labels with commas are quoted, so match the tail).
      expect(csv.slice(1).every((l) => /,%,0,/.test(l))).toBe(true);

      await page.getByRole('radio', { name: words.absolute, exact: true }).check();
      await eventually(
        () => query(page),
        (v) => expect(v).toBe('?level=sector'),
      );
      expect((await shownView(page)).series.find((s) => s.label === total.label)?.values.at(-1)).toBeCloseTo(
        10240.62,
        1,
      );
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );
});

test('the view switch is operated from the keyboard and an unknown view falls back to absolute', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/?view=percent`);
  await chartReady(page);
  const absolute = page.getByRole('radio', { name: 'Emissions', exact: true });
  expect(await absolute.isChecked()).toBe(true);
  expect(await query(page)).toBe('');
  await absolute.focus();
  await page.keyboard.press('ArrowRight');
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?view=change'),
  );
  await page.keyboard.press('ArrowRight');
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?view=share'),
  );
  // The total level has no parts: shares are shown by sector, and the note says so.
  expect(await page.getByTestId('view-note').textContent()).toContain('shown by sector');
  await close();
});

test('Copy link copies the address of the view, shows it and announces it', async () => {
  const { page, close } = await openPage(chromium.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${baseUrl()}/en/inventory/?gas=ch4&level=sector&view=share`);
  await chartReady(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Link copied' });
  await status.waitFor();
  expect(await status.isVisible()).toBe(true);
  expect(await status.getAttribute('aria-live')).toBe('polite');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseUrl()}/en/inventory/?gas=ch4&level=sector&view=share`,
  );
  await close();
});

test('without the asynchronous clipboard, Copy link still copies through a selection', async () => {
  const { page, close } = await openPage(chromium.browser, {
    fresh: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', { value: undefined });
  });
  await page.goto(`${baseUrl()}/et/inventory/?view=change`);
  await chartReady(page);
  await page.getByRole('button', { name: 'Kopeeri link' }).click();
  await page.getByRole('status').filter({ hasText: 'Link kopeeritud' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/et/inventory/?view=change`);
  await close();
});

test('on a phone with the Web Share API, Copy link opens the share sheet with the address', async () => {
  const { page, close } = await openPage(chromium.browser, {
    fresh: true,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.addInitScript(() => {
    (window as unknown as { __shared: unknown[] }).__shared = [];
    Object.defineProperty(navigator, 'share', {
      value: async (data: unknown) => {
        (window as unknown as { __shared: unknown[] }).__shared.push(data);
      },
    });
  });
  await page.goto(`${baseUrl()}/en/inventory/?level=cat&view=share`);
  await chartReady(page);
  await page.getByRole('button', { name: 'Copy link' }).tap();
  await page.getByRole('status').filter({ hasText: 'Link shared' }).waitFor();
  const shared =
    (await page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared)) ?? [];
  expect(shared.map((s) => s.url)).toEqual([`${baseUrl()}/en/inventory/?level=cat&view=share`]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await close();
});

test('Embed shows the iframe code of the current view', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/projections/?level=sector&view=change`);
  await chartReady(page);
  const embed = page.getByRole('button', { name: 'Embed' });
  await embed.click();
  expect(await embed.getAttribute('aria-expanded')).toBe('true');
  const code = await page.getByLabel('HTML code to embed this chart').inputValue();
  expect(code).toContain(`<iframe src="${baseUrl()}/en/embed/projections/?level=sector&amp;view=change"`);
  // The projections page shows the 2019 projection (AR4, from 2015).
  expect(code).toContain('title="CO2 equivalent (all gases, AR4 GWP100) — by sector: change since 2015 (chart)"');
  await close();
});

describe.each(['en', 'et'])('axis labels never repeat (%s)', (locale) => {
  test('economic indicators: every chart drawing (Chart.js draws the same ticks: see lib/charts/shown/ticks tests)', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/economic-indicators-ghg/`);
    const charts = page.locator('.activity-chart');
    await charts.first().locator('svg[data-preview]').waitFor();
    const n = await charts.count();
    expect(n).toBeGreaterThan(0);
    const all: string[][] = [];
    for (let i = 0; i < n; i++) {
      const labels = numeric(
        await charts.nth(i).locator('svg[data-preview] text[text-anchor="end"]').allTextContents(),
      );
      expect(labels.length).toBeGreaterThan(2);
      expect(new Set(labels).size).toBe(labels.length);
      // Labels of one axis have the same number of decimals (0.5, 1.0, 1.5).
      expect(new Set(labels.map((l) => l.split(/[.,]/)[1]?.length ?? 0)).size).toBe(1);
      all.push(labels);
    }
    // The emission-intensity chart (values below 3) has decimals.
    expect(all.some((labels) => labels.some((l) => /[.,]\d/.test(l)))).toBe(true);
    await close();
  });
});
