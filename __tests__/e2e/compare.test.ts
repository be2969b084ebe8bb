/**
 * The compare page in Chromium against the built site: both languages, views from bookmarked
 * addresses, the table and the CSV agree, changes stay in the address without new history entries,
 * the default view is readable without JavaScript, axe finds nothing, phone and desktop widths.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { auditPage } from '@/__tests__/e2e/support/axe';
import { baseUrl, downloadBytes, holdScripts, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { plain } from '@/__tests__/e2e/support/plain-text';
import { viewSettled } from '@/__tests__/e2e/support/chart-view';

jest.setTimeout(90000);

const chromium = useBrowser();
const SHOTS = 'test-results/compare';

async function open(path: string, options: Parameters<typeof openPage>[1] = {}) {
  // bypassCSP lets the axe script in; the policy itself is tested in nginx.test.ts.
  const opened = await openPage(chromium.browser, { bypassCSP: true, ...options });
  await opened.page.goto(`${baseUrl()}${path}`);
  await opened.page.getByTestId('compare-table').waitFor();
  if (options.javaScriptEnabled !== false) await opened.page.locator('[data-compare-ready]').waitFor();
  return opened;
}
/** Row name → cells of the table, as shown. */
async function tableRows(page: Page): Promise<Map<string, string[]>> {
  // The results follow the controls in a deferred render: the table of the last choice once it has come.
  await viewSettled(page);
  const rows = await page
    .getByTestId('compare-table')
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('th')?.textContent ?? '',
        [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      ]),
    );
  return new Map(rows as Array<[string, string[]]>);
}
const lastCell = (cells: string[] | undefined) => cells?.[cells.length - 1];

describe.each([
  [
    'en',
    {
      areas: ['Estonia', 'Latvia', 'Lithuania', 'Finland', 'Sweden', 'Poland', 'EU27'],
      perPerson: '7.46',
      rank: '2nd highest of the 6 areas',
      csv: 'Table (CSV)',
      energy: 'Energy',
      index: 'Index, 1990 = 100',
      nav: 'Compare',
    },
  ],
  [
    'et',
    {
      areas: ['Eesti', 'Läti', 'Leedu', 'Soome', 'Rootsi', 'Poola', 'EL27'],
      perPerson: '7,46',
      rank: 'suuruselt 2. koht 6 näidatud riigi hulgas, mille kohta on 2024. aasta andmed.',
      csv: 'Tabel (CSV)',
      energy: 'Energeetika',
      index: 'Indeks, 1990 = 100',
      nav: 'Võrdlus',
    },
  ],
])('compare page (%s)', (locale, words) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test('opens ?view=per-capita with all seven areas and Estonia 2024 at 7.46 t per person', async () => {
    const { page, close, consoleErrors } = await open(`/${locale}/compare/?view=per-capita`);
    const rows = await tableRows(page);
    expect([...rows.keys()]).toEqual(words.areas);
    expect(lastCell(rows.get(words.areas[0]!))).toBe(words.perPerson);
    // The EU27 series ends in 2023: its 2024 cell stays empty and a note says so.
    expect(lastCell(rows.get('EU27') ?? rows.get('EL27'))).toBe('');
    await expect(page.getByTestId('compare-notes').textContent()).resolves.toMatch(/2023/);
    const sentence = await page.getByTestId('compare-sentence').textContent();
    expect(sentence).toContain(words.perPerson);
    expect(sentence).toContain(words.rank);
    await expect(page.getByTestId('compare-source').textContent()).resolves.toMatch(/SP\.POP\.TOTL/);
    expect(await page.getByRole('link', { name: words.nav, exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await auditPage(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test(
    'keeps ?countries=lva&view=index&sector=energy, and changes replace the address without new history entries',
    async () => {
      const { page, close } = await open(`/${locale}/compare/?countries=lva&view=index&sector=energy`);
      const rows = await tableRows(page);
      expect([...rows.keys()]).toEqual(words.areas.slice(0, 2));
      expect(rows.get(words.areas[0]!)?.[0]).toBe(locale === 'en' ? '100.0' : '100,0');
      expect(new URL(page.url()).search).toBe('?countries=lva&view=index&sector=energy');
      expect(await page.getByRole('combobox').inputValue()).toBe('energy');
      expect(await page.getByRole('radio', { name: words.index }).isChecked()).toBe(true);
      // The sentence names the figure an index, with its base year after the sector (in lower case inside Estonian text).
      const sector = locale === 'en' ? words.energy : 'energeetika';
      expect(await page.getByTestId('compare-sentence').textContent()).toMatch(
        new RegExp(`${locale === 'en' ? ': index' : 'indeks 2024. aastal:'} \\d+[.,]\\d \\(${sector}; 1990 = 100\\)`),
      );
      const before = await page.evaluate(() => history.length);
      await page.getByRole('checkbox', { name: words.areas[3]! }).check();
      await page.waitForURL((url) => url.search === '?countries=lva,fin&view=index&sector=energy');
      expect([...(await tableRows(page)).keys()]).toEqual([words.areas[0], words.areas[1], words.areas[3]]);
      await page.getByRole('combobox').selectOption('all');
      await page.waitForURL((url) => url.search === '?countries=lva,fin&view=index');
      expect(await page.evaluate(() => history.length)).toBe(before);
      expect(await auditPage(page)).toEqual([]);
      await close();
    },
  );

  turn.test('downloads a CSV with the numbers of the table', async () => {
    const { page, close } = await open(`/${locale}/compare/?view=per-capita&sector=energy`);
    const rows = await tableRows(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('chart.csv');
    const lines = (await downloadBytes(download)).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/,1990,.*,2024$/);
    const body = lines.slice(1, 8).map((l) => l.split(','));
    expect(body.map((cells) => cells[0])).toEqual(words.areas);
    for (const cells of body) {
      const shown = rows.get(cells[0]!)!;
      const csvValues = cells.slice(3).map((v) => (v === '' ? '' : Number(v).toFixed(2)));
      expect(csvValues).toEqual(shown.map((s) => s.replace(',', '.')));
    }
    expect(lines.join('\n')).toMatch(/CRT 2026/);
    expect(lines.join('\n')).toMatch(/AR5/);
    await close();
  });
});

describe('compare page layout', () => {
  it('the drawing answers a first hover with the tooltip, the table’s value, while Chart.js arrives', async () => {
    const { page, close, consoleErrors } = await open('/en/compare/');
    await page.waitForLoadState('networkidle');
    const release = await holdScripts(page);
    const drawing = page.locator('[data-live] svg[data-preview]');
    await drawing.scrollIntoViewIfNeeded();
    const box = (await drawing.boundingBox())!;
    // The last year's slot, in the plot's upper part.
    await page.mouse.move(box.x + box.width - 30, box.y + box.height * 0.3);
    const tip = page.locator('[data-preview-answer]');
    await tip.waitFor();
    expect(await tip.getAttribute('data-preview-answer')).toBe('2024');
    // A line per area with a 2024 value in the table, in the table's order and figures.
    const expected = [...(await tableRows(page))]
      .filter(([, cells]) => /\d/.test(lastCell(cells) ?? ''))
      .map(([area, cells]) => plain(`${area}: ${lastCell(cells)} kt CO2 eq`));
    expect(expected.length).toBeGreaterThan(3);
    expect((await tip.locator('span').allTextContents()).map(plain)).toEqual(expected);
    release();
    await page.locator('[data-live] canvas').waitFor();
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('is readable without JavaScript: the default view as a table and the sentence', async () => {
    const { page, close } = await open('/en/compare/', { javaScriptEnabled: false });
    const rows = await tableRows(page);
    expect(rows.size).toBe(7);
    expect(lastCell(rows.get('Estonia'))).toBe('10\u00a0241');
    await expect(page.getByTestId('compare-sentence').textContent()).resolves.toContain('10\u00a0241\u00a0kt CO2 eq');
    await close();
  });

  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 900],
  ])('fits a %s screen (%i px) and draws the chart', async (name, width, height) => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, close } = await open('/et/compare/?view=per-capita', { viewport: { width, height } });
    await page.locator('[data-live] svg[data-preview], [data-live] canvas').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/compare-${name}.png`, fullPage: true });
    expect(await auditPage(page)).toEqual([]);
    await close();
  });
});
