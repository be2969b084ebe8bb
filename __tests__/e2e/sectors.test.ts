import { inTurn } from '@/__tests__/e2e/support/in-turn';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import type { TabbedSection } from '@/lib/model/tabbed-sections';
import {
  baseUrl,
  downloadBytes,
  holdScripts,
  openPage,
  pieReady,
  recordScripts,
  showPie,
  useBrowser,
} from '@/__tests__/e2e/support/browser';
import { drawnBars, shownView } from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';

jest.setTimeout(60000);

const chromium = useBrowser();

const section = (locale: string, period: string): TabbedSection =>
  JSON.parse(
    readFileSync(path.join('lib', 'compile', 'generated', locale, 'tabbed', `${period}.json`), 'utf8'),
  ) as TabbedSection;
const yearOf = (page: Page) => page.getAttribute('figure[data-year]', 'data-year').then(Number);
/** The page's scripts run after the first paint: the main chart's drawing appears once it has hydrated. */
const hydrated = async (page: Page) => {
  await page.getByTestId('summary').waitFor();
  await page.locator('[data-signature]').first().waitFor();
};
const shown = (page: Page, tab: string, item: string) =>
  page.waitForSelector(`section[data-tab="${tab}"][data-item="${item}"]`);
/** The shown item's charts are drawn (each an SVG until pointed at, then Chart.js's canvas) and how many there are. */
const drawnCharts = async (page: Page, tab: string, item: string) => {
  const boxes = page.locator(`section[data-tab="${tab}"][data-item="${item}"] .activity-chart`);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((box) => box.querySelector('svg[data-preview], canvas')),
    `section[data-tab="${tab}"][data-item="${item}"] .activity-chart`,
  );
  return boxes.count();
};

// Every item page of each period is reached once, in one language: the inventory's in English, the
// projections' in Estonian; in Russian, every sector of the inventory and its last item (the pages are
// the same pages in other words, and the crawl reads each of them). Each item shown has its charts
// drawn and no console error: for these pages, this walk is where their scripts run (crawl.test.ts
// loads one page of each kind with its scripts, and reads the others' HTML).
describe.each([
  { locale: 'en', period: 'inventory', everyItem: true, items: 'every item' },
  { locale: 'et', period: 'projections', everyItem: true, items: 'every item' },
  { locale: 'ru', period: 'inventory', everyItem: false, items: 'its last item' },
] as const)(
  'in $locale, every sector and $items are reached by clicks from the main chart page',
  ({ locale, period, everyItem }) => {
    test(
      period,
      async () => {
        const { page, consoleErrors, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
        const tabs = section(locale, period).tabs;
        expect(tabs.length).toBeGreaterThan(5);
        await page.goto(`${baseUrl()}/${locale}/${period}/`);
        await hydrated(page);
        // The main page shows the first sector and its first item below the chart.
        await shown(page, tabs[0]!.id, tabs[0]!.items[0]!.id);
        let charts = 0;
        const history = await page.evaluate(() => window.history.length);
        for (const tab of tabs) {
          await page.locator(`nav a[data-tab="${tab.id}"]`).click();
          await page.waitForURL(`${baseUrl()}/${locale}/${period}/sector/${tab.id}/`);
          await shown(page, tab.id, tab.items[0]!.id);
          charts += await drawnCharts(page, tab.id, tab.items[0]!.id);
          expect(await page.locator('nav a[aria-current="page"][data-tab]').textContent()).toBe(tab.title);
          expect(await page.locator('nav a[data-item]').count()).toBe(tab.items.length > 1 ? tab.items.length : 0);
          const items = tab.items.length > 1 ? tab.items : [];
          // Beside every sector, every item or its last.
          for (const item of everyItem ? items : items.slice(-1)) {
            await page.locator(`nav a[data-item="${item.id}"]`).click();
            await page.waitForURL(`${baseUrl()}/${locale}/${period}/sector/${tab.id}/${item.id}/`);
            await shown(page, tab.id, item.id);
            charts += await drawnCharts(page, tab.id, item.id);
            expect(await page.locator('#tabbed-item-heading').textContent()).toBe(item.title);
          }
        }
        // Client navigations: the main chart stays (one page load), each click is one history entry.
        expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(history);
        expect(await page.locator('h1').count()).toBe(1);
        expect(charts).toBeGreaterThan(tabs.length);
        expect(consoleErrors).toEqual([]);
        await close();
      },
      300000,
    );
  },
);

describe.each([
  ['en', 'Transport sector', 'Sectors: Transport sector'],
  ['et', 'Transport', 'Sektorid: transport'],
] as const)('sector tabs keep the main chart (%s)', (locale, transport, heading) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test(
    'a click on Transport keeps ?gas=ch4&level=sector, the chart shows CH4 by sector and the window stays where it was',
    async () => {
      const { page, consoleErrors, close } = await openPage(chromium.browser, {
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 800 },
      });
      await page.goto(`${baseUrl()}/${locale}/inventory/?gas=ch4&level=sector`);
      await hydrated(page);
      const tab = page.locator('nav a[data-tab="transport"]');
      await eventually(
        () => tab.getAttribute('href'),
        (v) => expect(v).toBe(`/${locale}/inventory/sector/transport/?gas=ch4&level=sector`),
      );
      expect(await tab.textContent()).toBe(transport);
      await tab.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(200);
      await tab.click();
      await page.waitForURL(
        (url) => url.href === `${baseUrl()}/${locale}/inventory/sector/transport/?gas=ch4&level=sector`,
      );
      await shown(page, 'transport', 'overview');
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await page.getByTestId('gas-select').inputValue()).toBe('ch4');
      const labels = (await shownView(page)).series.map((s) => s.label);
      expect(labels.length).toBeGreaterThan(3);
      expect(labels).toEqual(expect.arrayContaining([locale === 'en' ? 'Agriculture' : 'Põllumajandus']));
      expect(labels).toEqual(
        expect.arrayContaining([locale === 'en' ? 'Energy' : 'Energeetika', locale === 'en' ? 'Waste' : 'Jäätmed']),
      );
      // The item's link in the side menu carries the view on as well.
      expect(await page.locator('nav a[data-item]').nth(1).getAttribute('href')).toMatch(
        /\/transport\/[a-z_]+\/\?gas=ch4&level=sector$/,
      );
      // A mouse click also hands the focus to the section heading.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(heading);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test(
    "after a keyboard activation the focus is on the sector section's heading, which names a landmark",
    async () => {
      const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
      await page.goto(`${baseUrl()}/${locale}/projections/`);
      await hydrated(page);
      await page.locator('nav a[data-tab="transport"]').focus();
      const before = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Enter');
      await shown(page, 'transport', 'overview');
      await eventually(
        () => page.evaluate(() => document.activeElement?.id),
        (v) => expect(v).toBe('tabbed-heading'),
      );
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(heading);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await page.getByRole('region', { name: heading }).count()).toBe(1);
      // The next item, from the keyboard too.
      const next = page.locator('nav a[data-item]').nth(1);
      const id = await next.getAttribute('data-item');
      await next.focus();
      await page.keyboard.press('Enter');
      await shown(page, 'transport', id ?? '');
      await eventually(
        () => page.evaluate(() => document.activeElement?.id),
        (v) => expect(v).toBe('tabbed-heading'),
      );
      await close();
    },
  );
});

test('without JavaScript every tab and item is a plain link to a pre-rendered page', async () => {
  const { page, close } = await openPage(chromium.browser, { javaScriptEnabled: false });
  await page.goto(`${baseUrl()}/en/inventory/?gas=ch4`);
  // The overview's pie comes in a chunk of its own, yet the export draws it in place: its first year, shown.
  expect(await page.locator('figure[data-year="1990"] svg').isVisible()).toBe(true);
  const hrefs = await page
    .locator('nav a[data-tab], nav a[data-item]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) expect(href).toMatch(/^\/en\/inventory\/sector\/[a-z_]+\/([a-z_]+\/)?$/);
  await page.locator('nav a[data-tab="energy"]').click();
  await page.waitForURL(`${baseUrl()}/en/inventory/sector/energy/`);
  expect(await page.locator('section[data-tab="energy"] h2').textContent()).toBe('Sectors: Energy sector');
  await close();
});

test.each([
  ['/en/inventory/sector/', '/en/inventory/sector/', 'overview', 'overview_tab'],
  ['/en/inventory/sector/no-such-sector/', '/en/inventory/sector/', 'overview', 'overview_tab'],
  ['/et/projections/sector/nope/x/', '/et/projections/sector/', 'introduction', 'introduction'],
  ['/et/projections/sector/energy/no-such-item/', '/et/projections/sector/energy/', 'energy', 'overview'],
  ['/en/inventory/sector/transport/', '/en/inventory/sector/transport/', 'transport', 'overview'],
])('%s lands on %s (sector %s, item %s)', async (from, to, sector, item) => {
  const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
  await page.goto(`${baseUrl()}${from}`);
  await page.waitForURL(`${baseUrl()}${to}`);
  await shown(page, sector, item);
  await close();
});

describe('sector pie', () => {
  test('advances every 2 s, then stops for good when the slider is moved from the keyboard', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/en/inventory/sector/overview/`);
    expect(await yearOf(page)).toBe(1990);
    await showPie(page);
    await page.waitForSelector('figure[data-year="1991"]', { timeout: 6000 });
    const slider = page.getByRole('slider', { name: 'Year' });
    expect(await slider.getAttribute('min')).toBe('1990');
    expect(await slider.getAttribute('max')).toBe('2024');
    await slider.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await yearOf(page)).toBe(2023);
    expect(await page.getAttribute('figure[data-year]', 'data-playing')).toBe('false');
    await page.waitForTimeout(2600);
    expect(await yearOf(page)).toBe(2023);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  test('under reduced motion it shows the last year and does not animate', async () => {
    const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/et/inventory/sector/overview/overview_tab/`);
    await showPie(page);
    await page.waitForSelector('figure[data-year="2024"][data-playing="false"]');
    await page.waitForTimeout(2600);
    expect(await yearOf(page)).toBe(2024);
    await close();
  });

  test('hovering a slice shows its percentage with a percent sign', async () => {
    const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/en/inventory/sector/overview/`);
    await page.getByRole('button', { name: 'Close' }).click();
    await pieReady(page);
    const canvas = page.locator('figure[data-year] canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    // Energy is by far the largest slice, drawn clockwise from the top: the lower right is inside it.
    await page.mouse.move(box.x + box.width / 2 + box.width * 0.08, box.y + box.height / 2 + box.height * 0.12);
    const tip = page.getByTestId('pie-tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(/^Energy: \d+\.\d%$/);
    await close();
  });

  test('exports a valid chart.png and a chart.xlsx with every year', async () => {
    const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/en/inventory/sector/overview/`);
    await pieReady(page);
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('section[data-tab="overview"]').getByRole('button', { name: 'Export as image' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('chart.png');
    const pngBytes = await downloadBytes(png);
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngBytes.readUInt32BE(16)).toBeGreaterThanOrEqual(800);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('section[data-tab="overview"]').getByRole('button', { name: 'Export as XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('chart.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadBytes(xlsx)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1');
    if (!sheet) throw new Error('no Sheet1');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(3)).toEqual(Array.from({ length: 35 }, (_, i) => 1990 + i));
    expect(sheet.getRow(2).getCell(1).value).toBe('Energy');
    const footer = String(sheet.getRow(sheet.rowCount).getCell(1).value);
    expect(footer).toMatch(/127\.0\.0\.1:\d+, \d{4}-\d{2}-\d{2}$/);
    await close();
  });
});

test('activity charts are SVG drawings, answering a first hover themselves, until the reader points near one; Chart.js then draws in the same box', async () => {
  const { page, consoleErrors, close } = await openPage(chromium.browser);
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl()}/en/inventory/sector/energy/`, { waitUntil: 'networkidle' });
  const chart = page.locator('.activity-chart').first();
  // Drawn once its box has a size.
  await eventually(
    () => drawnBars(chart.locator('svg[data-preview]')),
    (v) => expect(v).toBeGreaterThan(29 * 4),
  );
  const size = async () => {
    const box = await chart.boundingBox();
    return { width: box?.width, height: box?.height };
  };
  // A page that is only read fetches no chart code, however long it stays idle.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => performance.getEntriesByName('chart-intent').length)).toBe(0);
  expect(await chart.locator('canvas').count()).toBe(0);
  const before = { size: await size(), scripts: scripts.length };
  const release = await holdScripts(page);
  await chart.scrollIntoViewIfNeeded();
  // The drawing answers the hover with the tooltip's lines while Chart.js is on its way.
  const drawing = (await chart.locator('svg[data-preview]').boundingBox())!;
  await page.mouse.move(drawing.x + drawing.width * 0.5, drawing.y + drawing.height * 0.4);
  const tip = chart.locator('[data-preview-answer]');
  await tip.waitFor();
  expect(await tip.getAttribute('data-preview-answer')).toMatch(/^(19|20)\d\d$/);
  expect(
    (await tip.locator('span').allTextContents()).every((l) =>
      /^.+: [-\u2212]?\d[\d\u00a0]*(\.\d+)?([ \u00a0].+)?$/.test(l),
    ),
  ).toBe(true);
  expect(await tip.locator('span').count()).toBeGreaterThan(0);
  release();
  await chart.locator('canvas').waitFor();
  expect(scripts.length).toBeGreaterThan(before.scripts);
  expect(await size()).toEqual(before.size);
  expect(await chart.locator('svg[data-preview]').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await close();
});
