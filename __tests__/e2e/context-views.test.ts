/**
 * The per-person and drivers views in Chromium against the built site, each opened from a
 * bookmarked address in both languages: the figures of the 2026 submission in the table and the
 * sentence, the notes and population source, the CSV agreeing with the table, the year selects of
 * the drivers view and the embed page.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { baseUrl, downloadBytes, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { plain } from '@/__tests__/e2e/support/plain-text';
import { chartReady, drawnBars, parseCell, settledQuery } from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';
import { newestSubmission } from '@/__tests__/e2e/support/newest';

jest.setTimeout(90000);

const chromium = useBrowser();
const query = settledQuery;
const save = async (page: Page, name: string) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return downloadBytes(download);
};
/** The table under the chart: its column headings and rows (label, code, cells as numbers). */
async function table(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector('[data-testid="view-table"]')!;
    return {
      columns: [...el.querySelectorAll('thead th')].slice(2).map((th) => th.textContent ?? ''),
      rows: [...el.querySelectorAll('tbody tr')].map((tr) => ({
        label: tr.querySelector('th')?.textContent ?? '',
        code: tr.querySelector('td')?.textContent ?? '',
        cells: [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? ''),
      })),
    };
  });
}
/** CSV fields, split at commas outside quotes. */
const fields = (line: string) =>
  line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((f) => f.replace(/^"(.*)"$/, '$1').replace(/""/g, '"'));
/** Every CSV number equals the table's cell (shown with three decimals). */
async function expectCsvMatchesTable(page: Page, csvButton: string) {
  const shown = await table(page);
  // The table, without the lines under it (a note on empty cells, the footer) after a blank line.
  const csv = (await save(page, csvButton)).toString('utf8').split('\r\n\r\n')[0]!.trim().split('\r\n');
  expect(fields(csv[0]!).slice(3)).toEqual(shown.columns);
  expect(csv.slice(1).map((l) => fields(l)[0])).toEqual(shown.rows.map((r) => r.label));
  csv.slice(1).forEach((line, i) => {
    const values = fields(line).slice(3);
    expect(values.map((v) => (v === '' ? 'N/A' : Number(v).toFixed(3)))).toEqual(
      shown.rows[i]!.cells.map((c) => (c === 'N/A' || c === 'puudub' ? 'N/A' : parseCell(c).toFixed(3))),
    );
  });
}

describe.each([
  [
    'en',
    {
      perCapita: 'Per person',
      drivers: 'What drove the change',
      csv: 'Download CSV',
      xlsx: 'Export as XLSX',
      png: 'Export as image',
      unit: 't CO2 eq per person',
      sentence:
        'In 2024 total emissions without LULUCF were 7.46 t CO2 eq per person, 71\u00a0% less than in 1990 (25.71 t CO2 eq per person).',
      withoutLulucf: 'Total without LULUCF',
      population: 'World Bank',
      energy: 'Energy without transport',
      largest: 'the largest contributor was Energy without transport: \u221228\u00a0173\u00a0kt CO2 eq.',
      from: 'From',
    },
  ],
  [
    'et',
    {
      perCapita: 'Inimese kohta',
      drivers: 'Mis muutust põhjustas',
      csv: 'Laadi alla CSV',
      xlsx: 'Salvesta XLSX-failina',
      png: 'Salvesta pildina',
      unit: 't CO2 ekv inimese kohta',
      sentence:
        '2024. aastal oli koguheide ilma LULUCF-ita 7,46 t CO2 ekv inimese kohta, 71\u00a0% vähem kui 1990. aastal (25,71 t CO2 ekv inimese kohta).',
      withoutLulucf: 'Kokku ilma LULUCF-ita',
      population: 'Maailmapank',
      energy: 'Energeetika ilma transpordita',
      largest: 'suurim panus: energeetika ilma transpordita, \u221228\u00a0173\u00a0kt CO2 ekv.',
      from: 'Alates',
    },
  ],
] as const)('%s', (locale, words) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test(
    'a bookmarked per-person view: 2024 = 10\u00a0240.6\u00a0kt ÷ 1\u00a0372\u00a0341 persons = 7.46 t, source named, CSV as the table',
    async () => {
      const { page, close, consoleErrors } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/inventory/?view=per-capita`);
      await chartReady(page);
      expect(await page.getByRole('radio', { name: words.perCapita, exact: true }).isChecked()).toBe(true);
      expect(await query(page)).toBe('?view=per-capita');
      const shown = await table(page);
      expect(shown.columns[0]).toBe('1990');
      expect(shown.columns.at(-1)).toBe('2024');
      const total = shown.rows.find((r) => r.label === words.withoutLulucf)!;
      expect(parseCell(total.cells.at(-1)!)).toBeCloseTo(7.462, 3);
      expect(parseCell(total.cells[0]!)).toBeCloseTo(25.709, 3);
      expect(plain(await page.getByTestId('summary').textContent())).toBe(plain(words.sentence));
      expect(await page.locator('[data-testid="view-table"] caption').textContent()).toContain(words.unit);
      expect(await page.getByTestId('view-note').textContent()).toContain(words.unit);
      expect(await page.getByTestId('basis-note').textContent()).toContain(words.population);
      await expectCsvMatchesTable(page, words.csv);
      // The workbook names the population source under the table.
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await save(page, words.xlsx)) as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet('Sheet1')!;
      const cells: string[] = [];
      sheet.eachRow((row) => cells.push(String(row.getCell(1).value ?? '')));
      expect(cells.some((c) => c.includes(words.population))).toBe(true);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test(
    'a bookmarked drivers view 1990–2024: the waterfall steps, the table, the sentence, the years and the CSV',
    async () => {
      const { page, close, consoleErrors } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/inventory/?view=drivers&from=1990&to=2024`);
      await page.getByTestId('summary').waitFor();
      // The defaults (the submission's first and last year) are not written.
      await eventually(
        () => query(page),
        (v) => expect(v).toBe('?view=drivers'),
      );
      expect(await page.getByRole('radio', { name: words.drivers, exact: true }).isChecked()).toBe(true);
      const shown = await table(page);
      expect(shown.columns.slice(0, 2)).toEqual(['1990', '2024']);
      const row = (code: string) => shown.rows.find((r) => r.code === code)!.cells.map(parseCell);
      const energy = shown.rows.find((r) => r.label === words.energy)!.cells.map(parseCell);
      expect(energy[2]).toBeCloseTo(-28173.04, 1);
      expect(row('1.A.3')[2]).toBeCloseTo(131.42, 1);
      const lulucf = row('4');
      expect(lulucf[0]).toBeCloseTo(-4043.28, 1);
      expect(lulucf[1]).toBeCloseTo(1906.55, 1);
      expect(lulucf[2]).toBeCloseTo(5949.83, 1);
      // The steps add up from the 1990 total with LULUCF to the 2024 one.
      const total = shown.rows.at(-1)!.cells.map(parseCell);
      expect(total[0]).toBeCloseTo(36299.12, 1);
      expect(total[1]).toBeCloseTo(12147.17, 1);
      const steps = shown.rows.slice(0, -1).reduce((sum, r) => sum + parseCell(r.cells[2]!), 0);
      expect(steps).toBeCloseTo(total[2]!, 1);
      expect(await page.getByTestId('summary').textContent()).toContain(words.largest);
      // The drawing before Chart.js (drawn once its box has a size): two totals and six steps, floating.
      await eventually(
        () => drawnBars(page.locator('svg[data-preview]')),
        (v) => expect(v).toBe(8),
      );
      // Increases and decreases carry arrows in the legend as well as their colours.
      expect(await page.locator('figcaption ul').textContent()).toMatch(/▲.*▼/);
      await expectCsvMatchesTable(page, words.csv);
      const png = await save(page, words.png);
      expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

      await page.getByLabel(words.from, { exact: true }).selectOption('2005');
      await eventually(
        () => query(page),
        (v) => expect(v).toBe('?view=drivers&from=2005'),
      );
      expect((await table(page)).columns.slice(0, 2)).toEqual(['2005', String(newestSubmission().lastYear)]);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test('the embed page follows the per-person view', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/embed/inventory/?view=per-capita`);
    await page.getByTestId('summary').waitFor();
    expect(plain(await page.getByTestId('summary').textContent())).toBe(plain(words.sentence));
    expect(await page.locator('body').textContent()).toContain(words.population);
    await close();
  });
});

test('invalid drivers years fall back to the first and last year and leave the address', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/?view=drivers&from=2030&to=1980`);
  await page.getByTestId('summary').waitFor();
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?view=drivers'),
  );
  const newest = newestSubmission();
  expect(await page.getByTestId('drivers-from').inputValue()).toBe(String(newest.firstYear));
  expect(await page.getByTestId('drivers-to').inputValue()).toBe(String(newest.lastYear));
  await close();
});
