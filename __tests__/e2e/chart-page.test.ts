/**
 * The inventory chart page in Chromium against the built site: every control changes
 * the chart data and the URL, reload restores the view, no history entries are added,
 * downloads are valid files, both languages, and a failed data request can be retried.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  downloadBytes,
  holdScripts,
  openPage,
  recordScripts,
  useBrowser,
} from '@/__tests__/e2e/support/browser';
import {
  drawnBars,
  shownView,
  parseCell,
  chartReady,
  settledQuery,
  viewSettled,
} from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';
import { newestSubmission } from '@/__tests__/e2e/support/newest';
import { gasFileName } from '@/lib/model/gas-file';

jest.setTimeout(90000);

const chromium = useBrowser();

/** The view as the reader sees it: table rows and legend (lines or bars). */
const datasets = (page: Page) => shownView(page);
const labels = async (page: Page) => (await datasets(page)).series.map((s) => s.label);
/** The address's query, read once the view has caught up with it. */
const query = settledQuery;
async function tableRows(page: Page): Promise<string[][]> {
  return page.$$eval('[data-testid="view-table"] tr', (trs) =>
    trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')),
  );
}

test('default view: totals with and without LULUCF, table and summary', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/`);
  await chartReady(page);
  const d = await datasets(page);
  expect(d.series.map((s) => [s.label, s.kind])).toEqual([
    ['Total without LULUCF', 'line'],
    ['Total with LULUCF', 'line'],
  ]);
  expect(d.years).toHaveLength(35);
  expect(await page.getByTestId('summary').textContent()).toBe(
    'In 2024 total emissions without LULUCF were 10\u00a0241\u00a0kt CO2 eq, 75\u00a0% less than in 1990 (40\u00a0342\u00a0kt CO2 eq).',
  );
  const rows = await tableRows(page);
  expect(rows[1]?.[0]).toBe('Total without LULUCF');
  expect(rows[1]?.at(-1)).toBe('10\u00a0240.616');
  expect(await query(page)).toBe('');
  expect(consoleErrors).toEqual([]);
  await close();
});

test('every control changes the chart and the URL, without new history entries; reload restores the view', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  page.setDefaultTimeout(8000);
  await page.goto(`${baseUrl()}/en/inventory/`);
  await chartReady(page);
  const history = await page.evaluate(() => window.history.length);

  await page.getByTestId('gas-select').selectOption('ch4');
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?gas=ch4'),
  );
  expect(await page.getByTestId('gas-select').locator('option').allTextContents()).toContain('Methane (CH4) (kt)');

  await page.getByLabel('By sector').check();
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?gas=ch4&level=sector'),
  );
  expect(await labels(page)).toEqual(
    expect.arrayContaining(['Energy', 'Agriculture', 'Waste', 'Total without LULUCF']),
  );

  await page.getByRole('button', { name: /Sectors/ }).click();
  const sectors = page.getByTestId('filter-sector');
  await sectors.getByLabel('Waste').uncheck();
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?gas=ch4&level=sector&sector=energy&sector=ind-proc&sector=agri&sector=lulucf'),
  );
  expect(await labels(page)).not.toContain('Waste');
  expect(await labels(page)).not.toContain('Total without LULUCF');

  await sectors.getByLabel('All').check();
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?gas=ch4&level=sector'),
  );
  await sectors.getByLabel('All').uncheck();
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?gas=ch4&level=sector&sector=none'),
  );
  expect((await datasets(page).catch(() => ({ series: [] }))).series).toEqual([]);
  await sectors.getByLabel('Agriculture').check();
  await eventually(
    () => labels(page),
    (v) => expect(v).toEqual(['Agriculture']),
  );

  await page.getByLabel('By category').check();
  await page.getByRole('button', { name: /^▸?\s*Categories/ }).click();
  const cats = page.getByTestId('filter-cat');
  expect(await cats.textContent()).toContain('3.A');
  await cats.getByLabel(/Enteric fermentation/).uncheck();
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?gas=ch4&level=cat&sector=agri&cat=manure&cat=agri-soils'),
  );
  expect(await labels(page)).not.toContain('Enteric fermentation');

  await cats.getByLabel('All').check();
  // Sub-categories exist in the 2020 submission only (the CRT tables stop at categories).
  await page.getByTestId('submission-select').selectOption('2020');
  await eventually(
    () => query(page),
    (v) => expect(v).toContain('submission=2020'),
  );
  await page.getByLabel('By sub-category').check();
  // The filter lists follow the new submission's data, closed as on a fresh page.
  const sectorsToggle = page.getByRole('button', { name: /Sectors/ });
  await eventually(
    () => sectorsToggle.getAttribute('aria-expanded'),
    (v) => expect(v).not.toBeNull(),
  );
  if ((await sectorsToggle.getAttribute('aria-expanded')) === 'false') await sectorsToggle.click();
  await sectors.getByLabel('Energy').check();
  await page.getByRole('button', { name: /Sub-categories/ }).click();
  const subs = page.getByTestId('filter-sub');
  expect(await subs.textContent()).toContain('1.A.3.b');
  await subs.getByLabel(/Road transportation/).uncheck();
  await eventually(
    () => query(page),
    (v) => expect(v).toContain('level=subCat&sector=energy&sector=agri&sub=public-el-heat'),
  );
  expect(await labels(page)).not.toContain('Road transportation');
  expect(await labels(page)).toContain('Enteric fermentation');

  await page.getByRole('button', { name: /Years/ }).click();
  const years = page.getByTestId('filter-years');
  await years.getByLabel('1990').uncheck();
  await eventually(
    async () => (await datasets(page)).years[0],
    (v) => expect(v).toBe(1991),
  );
  await years.getByRole('button', { name: 'Exclude all' }).click();
  await expect(years.getByLabel('All').isChecked()).resolves.toBe(false);
  await years.getByRole('button', { name: 'Include all' }).click();
  await eventually(
    async () => (await datasets(page)).years.length,
    (v) => expect(v).toBe(29),
  );
  await years.getByLabel('All').uncheck();
  await expect(years.getByLabel('2018').isChecked()).resolves.toBe(false);
  await years.getByLabel('All').check();
  await eventually(
    async () => (await datasets(page)).years.length,
    (v) => expect(v).toBe(29),
  );

  expect(await page.evaluate(() => window.history.length)).toBe(history);
  const before = await datasets(page);
  const url = page.url();
  await page.reload();
  await chartReady(page);
  expect(page.url()).toBe(url);
  expect(await datasets(page)).toEqual(before);
  expect(consoleErrors).toEqual([]);
  await close();
});

test('invalid parameters fall back to the defaults without errors', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/?gas=xenon&level=galaxy&sector=mars`);
  await chartReady(page);
  expect(await labels(page)).toEqual(['Total without LULUCF', 'Total with LULUCF']);
  expect(consoleErrors).toEqual([]);
  await close();
});

test('downloads: chart.png, chart.xlsx equal to the table, CSV', async () => {
  const { page, close } = await openPage(chromium.browser);
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl()}/en/inventory/?level=sector&sector=agri&sector=waste`);
  await chartReady(page);
  const scriptsBeforeExport = scripts.length;
  const save = async (name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('group', { name: 'Download' }).getByRole('button', { name }).click(),
    ]);
    return { file: download.suggestedFilename(), body: await downloadBytes(download) };
  };
  const png = await save('Export as image');
  expect(png.file).toBe('chart.png');
  expect([...png.body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.body.length).toBeGreaterThan(10000);
  // IHDR: the 800 x 600 chart at double density plus margin, title, filters, legend and source.
  expect(png.body.readUInt32BE(16)).toBe(1648);
  expect(png.body.readUInt32BE(20)).toBeGreaterThan(1400);

  // The image is drawn with Chart.js, fetched for it; exceljs is not.
  expect(scripts.length).toBeGreaterThan(scriptsBeforeExport);
  const scriptsBeforeXlsx = scripts.length;
  const xlsx = await save('Export as XLSX');
  expect(xlsx.file).toBe('chart.xlsx');
  // exceljs arrives as its own chunk only when the XLSX button is clicked.
  expect(scripts.length).toBeGreaterThan(scriptsBeforeXlsx);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Sheet1']);
  const sheet = wb.getWorksheet('Sheet1')!;
  const rows = await tableRows(page);
  expect((sheet.getRow(1).values as unknown[]).slice(4)).toEqual(rows[0]!.slice(2).map(Number));
  for (const [i, row] of rows.slice(1).entries()) {
    const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
    expect(cells[0]).toBe(row[0]);
    expect((cells.slice(3) as number[]).map((v) => v.toFixed(3))).toEqual(
      row.slice(2).map((c) => parseCell(c).toFixed(3)),
    );
  }
  // The notes (the submission, its basis and source) come between the table and the footer line.
  expect(String(sheet.getRow(rows.length + 2).getCell(1).value)).toContain('2026 submission (CRT), years 1990–2024');
  expect(String(sheet.getRow(sheet.rowCount).getCell(1).value)).toMatch(
    /^Downloaded from: 127\.0\.0\.1:\d+, \d{4}-\d{2}-\d{2}$/,
  );

  const csv = await save('Download CSV');
  expect(csv.file).toBe('chart.csv');
  const lines = csv.body.toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe(`Series,CRF code,Unit,${rows[0]!.slice(2).join(',')}`);
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Agriculture', 'Waste']);

  const href = await page.getByRole('link', { name: /Download all data/ }).getAttribute('href');
  const res = await page.request.get(`${baseUrl()}${href}`);
  expect(res.status()).toBe(200);
  const all = new ExcelJS.Workbook();
  await all.xlsx.load((await res.body()) as unknown as ArrayBuffer);
  expect(all.worksheets.map((w) => w.name)).toEqual([
    'About the data',
    'co2eq',
    'co2',
    'ch4',
    'n2o',
    'hfc',
    'pfc',
    'sf6',
  ]);
  await close();
});

test('Estonian page: names, decimal comma, summary', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/et/inventory/?level=sector`);
  await chartReady(page);
  expect(await labels(page)).toEqual(expect.arrayContaining(['Energeetika', 'Põllumajandus', 'Kokku ilma LULUCF-ita']));
  expect(await page.getByTestId('summary').textContent()).toBe(
    '2024. aastal oli koguheide ilma LULUCF-ita 10\u00a0241\u00a0kt CO2 ekv, 75\u00a0% vähem kui 1990. aastal (40\u00a0342\u00a0kt CO2 ekv).',
  );
  const rows = await tableRows(page);
  expect(rows.find((r) => r[0] === 'Kokku ilma LULUCF-ita')?.at(-1)).toBe('10\u00a0240,616');
  await page.getByRole('button', { name: /Aastad/ }).click();
  await page.getByTestId('filter-years').getByRole('button', { name: 'Eemalda kõik' }).click();
  await page.getByText(/Midagi pole valitud/).waitFor();
  expect(consoleErrors).toEqual([]);
  await close();
});

test('a failed data request shows Retry, and Retry recovers', async () => {
  const { page, close } = await openPage(chromium.browser);
  let abort = true;
  const file = gasFileName({ period: 'inventory', submission: newestSubmission().id }, 'co2');
  await page.route(`**/data/en/${file}`, (route) => (abort ? route.abort() : route.continue()));
  await page.goto(`${baseUrl()}/en/inventory/?gas=co2`);
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  expect(await page.getByTestId('load-error').textContent()).toContain('could not be loaded');
  abort = false;
  await retry.click();
  await chartReady(page);
  expect(await labels(page)).toEqual(['Total without LULUCF', 'Total with LULUCF']);
  await close();
});

test('projections page: the 2019 projection, the newest inventory beside it, sourced headlines, no "not yet included"', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/projections/`);
  await chartReady(page);
  expect(await page.getByText('not yet included').count()).toBe(0);
  expect(await page.getByTestId('measure-tabs').count()).toBe(1);
  // The round's own years: 2015–2017 reported with it, projected to 2040.
  const view = await datasets(page);
  expect([view.years[0], view.years.at(-1)]).toEqual([2015, 2040]);
  const items = page.getByTestId('projection-headlines').locator('li');
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.first().locator('a').getAttribute('href')).toMatch(/^https:\/\//);
  expect(consoleErrors).toEqual([]);
  await close();
});

// The published figures (data/projections/headlines.yml): 2030 WEM −19.5 % and 2050 transport about −80 % against
// 2020, 2040 WAM −82 % against 1990; the direction as a word, the scenario and any qualifier in one bracket.
const HEADLINE_SENTENCES = {
  en: [
    '2030 — total GHG: 19.5\u00a0% less than in 2020 (WEM scenario).',
    "2050 — transport: 80\u00a0% less than in 2020 (approximate: 'four fifths'; WEM scenario).",
    '2040 — total GHG: 82\u00a0% less than in 1990 (WAM scenario, planned measures).',
  ],
  et: [
    '2030 — KHG koguheide: 19,5\u00a0% vähem kui 2020. aastal (WEM-stsenaarium).',
    '2050 — transport: 80\u00a0% vähem kui 2020. aastal (ligikaudne: „neli viiendikku“; WEM-stsenaarium).',
    '2040 — KHG koguheide: 82\u00a0% vähem kui 1990. aastal (WAM-stsenaarium, kavandatud meetmed).',
  ],
  ru: [
    '2030 — общие выбросы ПГ: на 19,5\u00a0% меньше, чем в 2020 году (сценарий WEM).',
    '2050 — транспорт: на 80\u00a0% меньше, чем в 2020 году (приблизительно: «четыре пятых»; сценарий WEM).',
    '2040 — общие выбросы ПГ: на 82\u00a0% меньше, чем в 1990 году (сценарий WAM, с дополнительными мерами).',
  ],
} as const;

test.each(['en', 'et', 'ru'] as const)(
  '%s projections page: the headline figures read as sentences',
  async (locale) => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/projections/`);
    const text = (await page.getByTestId('projection-headlines').textContent())!;
    for (const sentence of HEADLINE_SENTENCES[locale]) expect(text).toContain(sentence);
    expect(text).not.toMatch(/\)\)|% (change|muutus)|изменение, %/);
    if (locale === 'et') {
      expect(text).toContain('umbes novembris 2022');
      for (const english of ['total GHG', '% change', 'about 20', 'CO2 eq', 'approximate', 'stsenaarium WEM'])
        expect(text).not.toContain(english);
    }
    await close();
  },
);

test('phone width: filters collapse above the chart, nothing overflows', async () => {
  const { page, close } = await openPage(chromium.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${baseUrl()}/en/inventory/?submission=2020&level=subCat`);
  await chartReady(page);
  expect(await page.getByTestId('gas-select').isVisible()).toBe(false);
  const toggle = page.getByRole('button', { name: 'Show filters' });
  const canvasBox = await page.locator('[data-live]').boundingBox();
  expect((await toggle.boundingBox())!.y).toBeLessThan(canvasBox!.y);
  await toggle.click();
  expect(await page.getByTestId('gas-select').isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(canvasBox!.width).toBeGreaterThan(340);
  await close();
});

test('the chart is drawn as SVG first and stays so while the page is only read: no chart code at idle', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl()}/en/inventory/?level=sector`);
  await chartReady(page);
  const preview = page.locator('svg[data-preview]');
  expect(await preview.getAttribute('data-signature')).toContain('Energy=');
  expect(await drawnBars(preview)).toBeGreaterThan(29 * 4);
  await page.waitForLoadState('networkidle');
  const loaded = scripts.length;
  // Idle, a scroll and a key press far from the chart are not intent towards it.
  await page.waitForTimeout(1500);
  await page.mouse.wheel(0, 40);
  await page.keyboard.press('Shift');
  await page.waitForTimeout(300);
  expect(scripts.length).toBe(loaded);
  expect(await page.evaluate(() => performance.getEntriesByName('chart-intent').length)).toBe(0);
  expect(await page.locator('canvas:not(figure[data-year] canvas)').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await close();
});

test('the drawing answers the first hover with the tooltip; Chart.js then takes over and answers the same', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/?level=sector`);
  await chartReady(page);
  await page.waitForLoadState('networkidle');
  // Hold the chart code back, so that the drawing's own answer can be read.
  const release = await holdScripts(page);
  const signature = await page.locator('svg[data-preview]').getAttribute('data-signature');
  await page.locator('svg[data-preview]').scrollIntoViewIfNeeded();
  const box = (await page.locator('svg[data-preview]').boundingBox())!;
  // A recent year's slot, in the plot's upper part (clear of the cookie notice).
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.3);
  const tip = page.locator('[data-preview-answer]');
  await tip.waitFor();
  const title = await tip.getAttribute('data-preview-answer');
  expect(Number(title)).toBeGreaterThanOrEqual(2005);
  expect(Number(title)).toBeLessThanOrEqual(newestSubmission().lastYear);
  const lines = await tip.locator('span').allTextContents();
  expect(lines.some((l) => /^Energy: [\d\s]+\.\d\skt CO2 eq$/.test(l))).toBe(true);
  // The answer is the table's value for that year, to one decimal.
  const number = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
  const rows = await tableRows(page);
  const column = rows[0]!.indexOf(title!);
  const energyRow = rows.find((r) => r[0]!.startsWith('Energy'))!;
  expect(column).toBeGreaterThan(0);
  expect(number(lines.find((l) => l.startsWith('Energy: '))!)).toBeCloseTo(number(energyRow[column]!), 1);
  release();
  await page.locator('canvas[data-signature]').waitFor();
  expect(await page.locator('canvas[data-signature]').getAttribute('data-signature')).toBe(signature);
  expect(await page.locator('svg[data-preview]').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await close();
});

test('at phone width a tap on the drawing answers with the tooltip, in Estonian, while Chart.js arrives', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await page.goto(`${baseUrl()}/et/inventory/?level=sector`);
  await chartReady(page);
  await page.waitForLoadState('networkidle');
  const release = await holdScripts(page);
  const preview = page.locator('svg[data-preview]');
  await preview.scrollIntoViewIfNeeded();
  const box = (await preview.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width * 0.6, box.y + box.height * 0.3);
  const tip = page.locator('[data-preview-answer]');
  await tip.waitFor();
  const lines = await tip.locator('span').allTextContents();
  expect(lines.some((l) => /^Energeetika: [\d\s]+,\d\skt CO2 ekv$/.test(l))).toBe(true);
  // The tooltip stays on the screen.
  const shown = (await tip.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(390);
  release();
  await page.locator('canvas[data-signature]').waitFor();
  expect(consoleErrors).toEqual([]);
  await close();
});

test("a pointer coming near the chart, or focus on a control beside it, fetches Chart.js's code; the pointer over the chart brings the interactive chart", async () => {
  const { page, close } = await openPage(chromium.browser);
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl()}/en/inventory/?level=sector`);
  await chartReady(page);
  await page.waitForLoadState('networkidle');
  await page.locator('[data-live]').scrollIntoViewIfNeeded();
  const box = (await page.locator('[data-live]').boundingBox())!;
  const liveCharts = page.locator('canvas[data-signature]');
  // 200 px left of the chart, over the filters: not yet.
  const loaded = scripts.length;
  await page.mouse.move(box.x - 200, box.y + 100);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => performance.getEntriesByName('chart-intent').length)).toBe(0);
  expect(scripts.length).toBe(loaded);
  // 60 px left of it, on the way to the controls beside it: the code arrives, no chart is built.
  await page.mouse.move(box.x - 60, box.y + 100);
  await eventually(
    () => page.evaluate(() => performance.getEntriesByName('chart-intent').length),
    (v) => expect(v).toBe(1),
  );
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(loaded);
  await page.waitForTimeout(300);
  expect(await liveCharts.count()).toBe(0);
  // Over the chart: the interactive chart takes over.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await liveCharts.waitFor();
  await close();

  const second = await openPage(chromium.browser);
  await second.page.goto(`${baseUrl()}/en/inventory/?level=sector`);
  await chartReady(second.page);
  await second.page.getByRole('radio', { name: 'Emissions' }).focus();
  await eventually(
    () => second.page.evaluate(() => performance.getEntriesByName('chart-intent').length),
    (v) => expect(v).toBe(1),
  );
  await second.page.waitForTimeout(300);
  expect(await second.page.locator('canvas[data-signature]').count()).toBe(0);
  await second.close();
});

test('a view chosen from the filters is drawn; the pointer over the chart then brings in the interactive chart', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/`);
  await chartReady(page);
  // The overview pie of the sector section below has a canvas of its own.
  const emissionsCanvas = page.locator('canvas:not(figure[data-year] canvas)');
  expect(await emissionsCanvas.count()).toBe(0);
  await page.getByLabel('By sector').check();
  await viewSettled(page);
  const drawing = page.locator('[data-live] svg[data-preview]');
  expect(await drawing.getAttribute('data-signature')).toContain('Energy=');
  expect(Number(await drawing.getAttribute('data-drawn-at'))).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(await emissionsCanvas.count()).toBe(0);
  await page.locator('[data-live]').hover();
  await eventually(
    () => page.locator('canvas[data-signature]').getAttribute('data-signature'),
    (v) => expect(v).toContain('Energy='),
  );
  // Once live, a new view is drawn again until the next intent towards the chart itself.
  const sectors = await page.locator('canvas[data-signature]').getAttribute('data-signature');
  await page.getByLabel('By category').check();
  await viewSettled(page);
  expect(await drawing.getAttribute('data-signature')).toContain('Energy industries=');
  expect(await drawing.getAttribute('data-signature')).not.toBe(sectors);
  expect(await emissionsCanvas.count()).toBe(0);
  await close();
});
