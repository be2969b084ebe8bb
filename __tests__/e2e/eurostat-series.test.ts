/**
 * The Eurostat series on the sector and economic-indicators pages, in English, Estonian and
 * Russian: the figure in the text and in the table, the basis under the chart, and chart.xlsx and
 * chart.png. Expected figures are read off the extracts under data/sources/ by hand:
 * renewables 2024 42.232 % (42.2 in the text), passenger cars 2024 869 666, pigs 2022 269.38
 * thousand (269.4), municipal recycling 2024 36.4 %, real GDP 2025 29 889.7 million € (CLV20).
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import { baseUrl, downloadFromFirstChart, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { workbookRows } from '@/__tests__/e2e/support/workbook';

jest.setTimeout(120000);

const chromium = useBrowser();
/** A figure as the page writes it: decimal point in English, comma in Estonian and Russian. */
const fig = (text: string, locale: string) => (locale === 'en' ? text : text.replace('.', ','));
const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/[\u00a0\u202f\u2009]/g, ' ');
const cellNumber = (text: string | undefined) =>
  Number((text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
/** The cells of the row whose header is `row` or ends with "(row)", in the `scope`-th activity section, by column header. */
async function rowOf(page: Page, scope: number, row: string) {
  return page.evaluate(
    ([scope, row]) => {
      const table = document.querySelectorAll('section.activity-content')[scope]!.querySelector('table')!;
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const tr = [...table.querySelectorAll('tbody tr')].find((r) => {
        const name = r.querySelector('th')?.textContent?.trim() ?? '';
        return name === row || name.endsWith(`(${row})`);
      });
      const cells = tr ? [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '') : [];
      return Object.fromEntries(headers.slice(1).map((h, i) => [h, cells[i]]));
    },
    [scope, row] as const,
  );
}
async function onPage(url: string, check: (page: Page) => Promise<void>) {
  const { page, consoleErrors, close } = await openPage(chromium.browser, { viewport: { width: 1280, height: 900 } });
  const response = await page.goto(url);
  expect([url, response?.status()]).toEqual([url, 200]);
  await check(page);
  expect(consoleErrors).toEqual([]);
  await close();
}
const caption = (page: Page, scope = 0) =>
  page.locator('section.activity-content').nth(scope).locator('figcaption').innerText();

const WORDS = {
  en: {
    provisional: '2025 provisional',
    residence: 'residence principle',
    december: 'December',
    million: 'million €',
    gram: 'g per €',
    xlsx: 'Export as XLSX',
    png: 'Export as image',
  },
  et: {
    provisional: '2025 esialgne',
    residence: 'residentsuse põhimõte',
    december: 'detsembri',
    million: 'mln eurot',
    gram: 'g euro kohta',
    xlsx: 'Salvesta XLSX-failina',
    png: 'Salvesta pildina',
  },
  ru: {
    provisional: 'предварительные',
    residence: 'принцип резидентства',
    december: 'декабрь',
    million: 'млн евро',
    gram: 'г на евро',
    xlsx: 'Скачать XLSX',
    png: 'Скачать PNG',
  },
} as const;

describe.each(['en', 'et', 'ru'] as const)('Eurostat series in %s', (locale) => {
  const turn = inTurn(['en', 'et', 'ru'] as const, locale);
  const w = WORDS[locale];
  const sector = (path: string) => `${baseUrl()}/${locale}/inventory/sector/${path}/`;

  turn.test(
    'energy: renewables share 2024 42.2 %, 2025 marked provisional, Eurostat and CC BY 4.0 under the chart',
    async () => {
      await onPage(sector('energy/renewables_share'), async (page) => {
        expect(await mainText(page)).toContain(`${fig('42.2', locale)} %`);
        expect(cellNumber((await rowOf(page, 0, 'REN'))['2024'])).toBe(42.232);
        expect(cellNumber((await rowOf(page, 0, 'REN_ELC'))['2025'])).toBe(41.1);
        expect(await page.locator('section.activity-content h4').first().innerText()).toContain(w.provisional);
        const text = await caption(page);
        for (const part of ['nrg_ind_ren', 'CC BY 4.0', 'p)']) expect(text).toContain(part);
      });
    },
  );

  turn.test('transport: passenger cars 2024 869 666, 2025 as published', async () => {
    await onPage(sector('transport/passenger_cars'), async (page) => {
      expect(await mainText(page)).toContain('869 666');
      const row = await rowOf(page, 0, 'TOTAL');
      expect(cellNumber(row['2024'])).toBe(869666);
      expect(cellNumber(row['2025'])).toBe(809095);
      expect(cellNumber(row['1990'])).toBe(241664);
      expect(await caption(page)).toContain('road_eqs_carmot');
    });
  });

  turn.test(
    'agriculture: pigs 2022 269.4 thousand, December counts labelled as not the inventory’s annual averages',
    async () => {
      await onPage(sector('agriculture/livestock_population'), async (page) => {
        const text = await mainText(page);
        expect(text).toContain(fig('269.4', locale));
        expect(cellNumber((await rowOf(page, 0, 'A3100'))['2022'])).toBe(269.38);
        expect(cellNumber((await rowOf(page, 0, 'A2300F'))['2022'])).toBe(83.74);
        const basis = await caption(page);
        expect(basis).toContain('3.A');
        expect(basis.toLowerCase()).toContain(w.december.toLowerCase());
        expect(text).not.toContain('apro_mt_lspig for pigs');
      });
    },
  );

  turn.test('waste: municipal recycling rate 2024 36.4 %', async () => {
    await onPage(sector('waste/municipal_recycling'), async (page) => {
      expect(await mainText(page)).toContain(`${fig('36.4', locale)} %`);
      const headers = await page.locator('section.activity-content table thead th').allTextContents();
      const cells = await page
        .locator('section.activity-content table tbody tr')
        .first()
        .locator('td')
        .allTextContents();
      expect(cellNumber(cells[headers.indexOf('2024') - 1])).toBe(36.4);
      expect(await caption(page)).toContain('cei_wm011');
    });
  });

  turn.test(
    'economic indicators: real GDP 2025 29 889.7 million € (chain-linked 2020), never joined to the US$ series',
    async () => {
      await onPage(`${baseUrl()}/${locale}/economic-indicators-ghg/ghg-and-gdp/ghg-and-real-gdp-eur/`, async (page) => {
        const text = await mainText(page);
        expect(text).toContain(`${fig('29 889.7', locale)} ${w.million}`);
        const gdp = await page.evaluate(() => {
          const table = document.querySelector('section.activity-content table')!;
          const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
          const cells = [...table.querySelectorAll('tbody tr td')].map((td) => td.textContent?.trim() ?? '');
          return { first: headers[1], last: headers.at(-1), value: cells.at(-1) };
        });
        expect(gdp).toMatchObject({ first: '2005', last: '2025' });
        expect(cellNumber(gdp.value)).toBe(29889.7);
        expect(await caption(page)).toContain('CLV20_MEUR');
        // 10 240.615556 kt / 29 511.2 million € in 2024
        expect(text).toContain(fig('0.347', locale));
      });
    },
  );

  turn.test('passenger cars: chart.xlsx holds 869 666 for 2024 and the source line; chart.png is a PNG', async () => {
    await onPage(sector('transport/passenger_cars'), async (page) => {
      const xlsx = await downloadFromFirstChart(page, w.xlsx);
      expect(xlsx.name).toBe('chart.xlsx');
      const [header, ...rows] = await workbookRows(xlsx.bytes);
      const cars = rows.find((r) => String(r[0]).endsWith('(TOTAL)'))!;
      expect(cars[header!.indexOf('2024')]).toBe(869666);
      const texts = [header!, ...rows].map((r) => String(r[0] ?? ''));
      expect(texts.some((t) => t.includes('road_eqs_carmot') && t.includes('CC BY 4.0'))).toBe(true);
      const png = await downloadFromFirstChart(page, w.png);
      expect(png.name).toBe('chart.png');
      expect(png.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    });
  });

  turn.test('economic indicators: the air-emission-accounts intensity says its residence basis', async () => {
    await onPage(`${baseUrl()}/${locale}/economic-indicators-ghg/ghg-and-gdp/air-emission-accounts/`, async (page) => {
      expect(await caption(page)).toContain(w.residence);
      // 381.54 g per € in 2024, written with no decimals in the text
      expect(await mainText(page)).toContain(`382 ${w.gram}`);
    });
  });
});
