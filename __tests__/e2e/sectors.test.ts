import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import type { SectorNav } from '@/lib/data/types';
import { baseUrl, openPage, pieReady, recordScripts, useBrowser } from './support/browser';

jest.setTimeout(60000);

const chromium = useBrowser();

const nav = (locale: string): SectorNav[] =>
  JSON.parse(readFileSync(path.join('lib', 'data', 'generated', locale, 'sectors', 'index.json'), 'utf8')) as SectorNav[];
const yearOf = (page: Page) => page.getAttribute('figure[data-year]', 'data-year').then(Number);

describe.each([['en'], ['et']])('every sector tab and item in %s', (locale) => {
  test.each([['inventory'], ['projections']] as const)('%s pages load without console errors', async (period) => {
    const { page, consoleErrors, context } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    const sectors = nav(locale).filter((s) => s[period].length > 0);
    expect(sectors.length).toBeGreaterThan(5);
    for (const sector of sectors) {
      for (const item of sector[period]) {
        await page.goto(`${baseUrl()}/${locale}/${period}/sector/${sector.id}/${item.id}/`);
        expect(await page.locator('#sector-content h2').first().textContent()).toBe(item.title);
        expect(await page.locator('nav a[aria-current="page"][data-sector]').textContent()).toBe(sector.title);
        expect(await page.locator('nav a[data-item]').count()).toBe(sector[period].length > 1 ? sector[period].length : 0);
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 240000);
});

test.each([
  ['/en/inventory/sector/', '/en/inventory/sector/', 'overview', 'overview_tab'],
  ['/en/inventory/sector/no-such-sector/', '/en/inventory/sector/', 'overview', 'overview_tab'],
  ['/et/projections/sector/nope/x/', '/et/projections/sector/', 'introduction', 'introduction'],
  ['/et/projections/sector/energy/no-such-item/', '/et/projections/sector/energy/', 'energy', 'overview'],
  ['/en/inventory/sector/transport/', '/en/inventory/sector/transport/', 'transport', 'overview'],
])('%s lands on %s (sector %s, item %s)', async (from, to, sector, item) => {
  const { page, context } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
  await page.goto(`${baseUrl()}${from}`);
  await page.waitForURL(`${baseUrl()}${to}`);
  await page.waitForSelector(`[data-sector="${sector}"][data-item="${item}"]`);
  await context.close();
});

describe('sector pie', () => {
  test('advances every 2 s, then stops for good when the slider is moved from the keyboard', async () => {
    const { page, consoleErrors, context } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/en/inventory/sector/overview/`);
    expect(await yearOf(page)).toBe(1990);
    await page.waitForSelector('figure[data-year="1991"]', { timeout: 4000 });
    const slider = page.getByRole('slider', { name: 'Year' });
    expect(await slider.getAttribute('min')).toBe('1990');
    expect(await slider.getAttribute('max')).toBe('2018');
    await slider.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await yearOf(page)).toBe(2017);
    expect(await page.getAttribute('figure[data-year]', 'data-playing')).toBe('false');
    await page.waitForTimeout(2600);
    expect(await yearOf(page)).toBe(2017);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('under reduced motion it shows the last year and does not animate', async () => {
    const { page, context } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/et/inventory/sector/overview/overview_tab/`);
    await page.waitForSelector('figure[data-year="2018"][data-playing="false"]');
    await page.waitForTimeout(2600);
    expect(await yearOf(page)).toBe(2018);
    await context.close();
  });

  test('hovering a slice shows its percentage with a percent sign', async () => {
    const { page, context } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/en/inventory/sector/overview/`);
    await page.getByRole('button', { name: 'Close' }).click();
    const canvas = page.locator('figure[data-year] canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    // Energy is by far the largest slice, drawn clockwise from the top: the lower right is inside it.
    await page.mouse.move(box.x + box.width / 2 + box.width * 0.08, box.y + box.height / 2 + box.height * 0.12);
    const tip = page.getByTestId('pie-tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(/^Energy: \d+\.\d%$/);
    await context.close();
  });

  test('exports a valid chart.png and a chart.xlsx with every year', async () => {
    const { page, context } = await openPage(chromium.browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/en/inventory/sector/overview/`);
    await pieReady(page);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as image' }).click()]);
    expect(png.suggestedFilename()).toBe('chart.png');
    const pngBytes = readFileSync((await png.path()) as string);
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngBytes.readUInt32BE(16)).toBeGreaterThanOrEqual(800);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toBe('chart.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await xlsx.path()) as string) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1');
    if (!sheet) throw new Error('no Sheet1');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(3)).toEqual(Array.from({ length: 29 }, (_, i) => 1990 + i));
    expect(sheet.getRow(2).getCell(1).value).toBe('Energy');
    const footer = String(sheet.getRow(sheet.rowCount).getCell(1).value);
    expect(footer).toMatch(/127\.0\.0\.1:\d+, \d{4}-\d{2}-\d{2}$/);
    await context.close();
  });
});

test('activity charts are SVG drawings until pointed at; Chart.js, fetched when the page is idle, then draws in the same box', async () => {
  const { page, consoleErrors, context } = await openPage(chromium.browser);
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl()}/en/inventory/sector/energy/`, { waitUntil: 'networkidle' });
  const chart = page.locator('.activity-chart').first();
  await chart.locator('svg[data-preview]').waitFor();
  expect(await chart.locator('svg[data-preview] rect').count()).toBeGreaterThan(29 * 4);
  expect(await page.locator('canvas').count()).toBe(0);
  const size = async () => {
    const box = await chart.boundingBox();
    return { width: box?.width, height: box?.height };
  };
  // The chart code arrives when the page is idle, before any pointer.
  await page.waitForFunction(() => performance.getEntriesByName('chart-prefetch').length > 0);
  await page.waitForLoadState('networkidle');
  const before = { size: await size(), scripts: scripts.length };
  await chart.hover();
  await chart.locator('canvas').waitFor();
  expect(scripts.length).toBe(before.scripts);
  expect(await size()).toEqual(before.size);
  expect(await chart.locator('svg[data-preview]').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
