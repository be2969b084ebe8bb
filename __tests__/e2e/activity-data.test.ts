/**
 * The sector and content pages of the newer activity data in both languages, at phone and desktop
 * widths: Ember electricity to 2024, the land-use areas and the land matrix of the 2025 submission
 * (with the year in the address), milk and dairy cows, real GDP at constant 2015 US$, and the items
 * that still lack a series naming the dataset that would fill them. Figures are the extracts'.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import { baseUrl, downloadBytes, downloadFromFirstChart, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { workbookRows } from '@/__tests__/e2e/support/workbook';

jest.setTimeout(120000);

const chromium = useBrowser();
/** A figure as the page writes it: decimal point in English, comma in Estonian. */
const fig = (text: string, locale: string) => (locale === 'et' ? text.replace('.', ',') : text);
const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\u00a0/g, ' ');
/** A table cell as a number, whichever decimals and separators the page writes (1.16, 1,160, 2 454,152). */
const cellNumber = (text: string | undefined) => Number((text ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.'));
/** Opens an address of the built site at a width, runs `check` on the page, then expects no console errors. */
async function onPage(url: string, width: number, check: (page: Page) => Promise<void>) {
  const { page, consoleErrors, close } = await openPage(chromium.browser, { viewport: { width, height: 900 } });
  await page.goto(url);
  await check(page);
  expect(consoleErrors).toEqual([]);
  await close();
}
/** The page is no wider than the window (tables scroll inside their own boxes). */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
/** The cells of a table row by its row header, keyed by column header. */
async function rowOf(page: Page, scope: number | 'matrix', row: string) {
  return page.evaluate(
    ([scope, row]) => {
      const table =
        scope === 'matrix'
          ? document.querySelector('[data-matrix-year] table')!
          : document.querySelectorAll('section.activity-content')[scope]!.querySelector('table')!;
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const tr = [...table.querySelectorAll('tbody tr')].find(
        (r) => r.querySelector('th')?.textContent?.trim() === row,
      );
      const cells = tr ? [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '') : [];
      return Object.fromEntries(headers.slice(1).map((h, i) => [h, cells[i]]));
    },
    [scope, row] as const,
  );
}

describe.each([
  [
    'en',
    {
      oilShale: 'Oil shale',
      otherFossil: '"other fossil"',
      forest: 'Forest land (managed)',
      cropland: 'Cropland',
      year: 'Year',
      derived: 'Milk per dairy cow (derived)',
      december: 'counted in December',
      notCovered: 'Not covered by the sources',
      notInSources: 'not part of the current data sources',
      real: 'constant 2015',
      population: 'Population',
      png: 'Export as image',
      xlsx: 'Export as XLSX',
      wind: 'Wind',
      kha: 'kha',
      matrixTitle: 'Land-use areas matrix',
    },
  ],
  [
    'et',
    {
      oilShale: 'Põlevkivi',
      otherFossil: '„muu fossiilse“',
      forest: 'Metsamaa (majandatav)',
      cropland: 'Põllumaa',
      year: 'Aasta',
      derived: 'Piim lüpsilehma kohta (tuletatud)',
      december: 'detsembris',
      notCovered: 'Andmeallikates puuduvad',
      notInSources: 'praegustes andmeallikates ei ole',
      real: '2015. aasta püsivhindades',
      population: 'Rahvaarv',
      png: 'Salvesta pildina',
      xlsx: 'Salvesta XLSX-failina',
      wind: 'Tuuleenergia',
      kha: 'tuh ha',
      matrixTitle: 'Maakasutuse muutuse maatriks',
    },
  ],
])('newer activity data in %s', (locale, w) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.each([[390], [1280]])(
    'energy: wind 1.16\u00a0TWh and solar 0.86\u00a0TWh in 2024, oil shale under its own name (%i px)',
    async (width) => {
      await onPage(`${baseUrl()}/${locale}/inventory/sector/energy/renewables/`, width, async (page) => {
        const text = await mainText(page);
        expect(text).toContain(`${fig('1.16', locale)} TWh`);
        expect(text).toContain(`${fig('0.86', locale)} TWh`);
        expect(text).toContain(w.otherFossil);
        const charts = page.locator('section.activity-content');
        expect(await charts.count()).toBe(2);
        const wind = await rowOf(page, 0, locale === 'en' ? 'Wind' : 'Tuuleenergia');
        expect(cellNumber(wind['2024'])).toBe(1.16);
        const oil = await rowOf(page, 1, w.oilShale);
        expect(cellNumber(oil['2024'])).toBe(2.62);
        const caption = await charts.nth(0).locator('figcaption').innerText();
        for (const part of ['Ember', 'CC BY 4.0', '2024', 'TWh']) expect(caption).toContain(part);
        await expectNoOverflow(page);
      });
    },
  );

  turn.test(
    'LULUCF land-use areas: managed forest land 2\u00a0454.2 kha in 2023, from the 2025 submission',
    async () => {
      await onPage(`${baseUrl()}/${locale}/inventory/sector/lu_luc_f/land_use_areas/`, 1280, async (page) => {
        const text = await mainText(page);
        expect(text).toContain(`${fig('2454.2', locale)} ${w.kha}`);
        expect(text).not.toContain(w.notInSources);
        const forest = await rowOf(page, 0, w.forest);
        expect(cellNumber(forest['2023'])).toBe(2454.152);
        expect(cellNumber(forest['1990'])).toBe(2368.686);
        expect(await page.locator('section.activity-content figcaption').innerText()).toContain('2025');
      });
    },
  );

  turn.test('projections page: the land-use areas item says it shows the inventory areas', async () => {
    await onPage(`${baseUrl()}/${locale}/projections/sector/lu_luc_f/land_use_areas/`, 1280, async (page) => {
      const note = await page.locator('article [role="note"]').innerText();
      expect(note).toMatch(locale === 'en' ? /inventory years for context/ : /inventuuri/);
      expect(await mainText(page)).toContain(`${fig('2454.2', locale)} ${w.kha}`);
    });
  });

  turn.each([[390], [1280]])(
    'land-use matrix: 2023 by default, another year in the address, kept on reload (%i px)',
    async (width) => {
      const url = `${baseUrl()}/${locale}/inventory/sector/lu_luc_f/land_use_matrix/`;
      await onPage(url, width, async (page) => {
        const matrix = page.locator('[data-matrix-year]');
        await expect(matrix.getAttribute('data-matrix-year')).resolves.toBe('2023');
        const crop = await rowOf(page, 'matrix', w.cropland);
        expect(cellNumber(crop[w.cropland])).toBe(989.507);
        const forest = await rowOf(page, 'matrix', w.forest);
        expect(cellNumber(forest[w.forest])).toBe(2453.062);
        expect(await page.locator('[data-matrix-year] caption').innerText()).toContain('2023');
        // Pick 2010: the table and the address follow, without a new history entry.
        const history = await page.evaluate(() => window.history.length);
        await page.locator('[data-matrix-year][data-ready]').waitFor();
        await page.getByLabel(w.year, { exact: true }).selectOption('2010');
        await page.waitForURL((u) => u.searchParams.get('year') === '2010');
        await expect(matrix.getAttribute('data-matrix-year')).resolves.toBe('2010');
        expect(await page.locator('[data-matrix-year] caption').innerText()).toContain('2010');
        expect(await page.evaluate(() => window.history.length)).toBe(history);
        // A bookmarked address opens on its year.
        await page.goto(`${url}?year=1990`);
        await page.locator('[data-matrix-year="1990"][data-ready]').waitFor();
        // The chart above writes its own parameters to the address, never dropping the table's year.
        await page.locator('[data-island="live"]').waitFor();
        await page.waitForTimeout(100);
        expect(new URL(page.url()).searchParams.get('year')).toBe('1990');
        const crop1990 = await rowOf(page, 'matrix', w.cropland);
        expect(cellNumber(crop1990[w.cropland])).toBe(1059.213);
        // chart.xlsx of the chosen year: the 1990 cell, the caption and the source under the table.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.locator('[role="group"][data-ready]').getByRole('button', { name: w.xlsx }).click(),
        ]);
        const [header, ...rows] = await workbookRows(await downloadBytes(download));
        const cropRow = rows.find((r) => r[0] === w.cropland)!;
        expect(cropRow[header!.indexOf(w.cropland)]).toBe(1059.213);
        const texts = [header!, ...rows].map((r) => String(r[0] ?? ''));
        expect(texts.some((t) => t.includes('1990') && t.includes(w.matrixTitle))).toBe(true);
        expect(texts.some((t) => t.includes('CRT') && t.includes('CC BY 4.0'))).toBe(true);
        // Back to the newest year: the default is not written.
        await page.getByLabel(w.year, { exact: true }).selectOption('2023');
        await page.waitForURL((u) => !u.searchParams.has('year'));
        await expectNoOverflow(page);
      });
    },
  );

  turn.test('milk yield: 2022 values, the derived yield labelled with its December caveat', async () => {
    await onPage(`${baseUrl()}/${locale}/inventory/sector/agriculture/milk_yield/`, 1280, async (page) => {
      const text = await mainText(page);
      expect(text).toContain(w.december);
      expect(text).toContain(fig('10.13', locale));
      expect(text).toContain(fig('848.1', locale));
      expect(await page.locator('section.activity-content').count()).toBe(3);
      const yieldRow = await rowOf(page, 0, w.derived);
      expect(cellNumber(yieldRow['2022'])).toBe(10.128);
      expect(await page.locator('section.activity-content figcaption').first().innerText()).toContain('Eurostat');
    });
  });

  turn.test(
    'livestock population: the animals at the December counts, and the animals the sources still lack',
    async () => {
      await onPage(`${baseUrl()}/${locale}/inventory/sector/agriculture/livestock_population/`, 1280, async (page) => {
        const text = await mainText(page);
        expect(text).toContain(w.notCovered);
        expect(text).toContain(fig('83.7', locale));
        expect(text).toContain(fig('269.4', locale));
        expect(text).toContain('apro_mt_lspig');
      });
    },
  );

  turn.test('an item without its series names the dataset that would fill it', async () => {
    await onPage(`${baseUrl()}/${locale}/inventory/sector/energy/fuel_consumption/`, 1280, async (page) => {
      const note = await page.locator('article [role="note"]').innerText();
      expect(note).toContain(w.notInSources);
      expect(note).toContain('nrg_bal_c');
    });
  });

  turn.each([[390], [1280]])(
    'economic indicators: emissions against real GDP (constant 2015 US$) to 2023, the index of three series (%i px)',
    async (width) => {
      await onPage(`${baseUrl()}/${locale}/economic-indicators-ghg/`, width, async (page) => {
        const text = await mainText(page);
        expect(text).toContain(w.real);
        expect(text).toContain('1990–2023');
        expect(text).not.toContain('Maddison Project Database (2011');
        const index = page.locator('section.activity-content').first();
        expect(await index.locator('tbody tr').count()).toBe(3);
        const population = await rowOf(page, 0, w.population);
        expect(cellNumber(population['1990'])).toBe(100);
        expect(cellNumber(population['2023'])).toBe(87.3);
        const caption = await index.locator('figcaption').innerText();
        for (const part of ['NY.GDP.PCAP.KD', 'CC BY 4.0', 'WDI 2025']) expect(caption).toContain(part);
        await expectNoOverflow(page);
      });
    },
  );

  turn.test(
    'downloads of the wind, solar and hydro chart: chart.xlsx with 2024 and the source line, chart.png',
    async () => {
      await onPage(`${baseUrl()}/${locale}/inventory/sector/energy/renewables/`, 1280, async (page) => {
        const xlsx = await downloadFromFirstChart(page, w.xlsx);
        expect(xlsx.name).toBe('chart.xlsx');
        const [header, ...rows] = await workbookRows(xlsx.bytes);
        const wind = rows.find((r) => r[0] === w.wind)!;
        expect(wind[header!.indexOf('2024')]).toBe(1.16);
        const texts = [header!, ...rows].map((r) => String(r[0] ?? ''));
        expect(texts.some((t) => t.includes('Ember') && t.includes('CC BY 4.0'))).toBe(true);
        expect(texts.some((t) => t.includes('TWh'))).toBe(true);
        const png = await downloadFromFirstChart(page, w.png);
        expect(png.name).toBe('chart.png');
        expect(png.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect(png.bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(1600);
      });
    },
  );
});

describe('generated charts on Russian pages', () => {
  /** Title, name column and the row names of the activity section `scope` of the page. */
  const section = (page: Page, scope: number) =>
    page.evaluate((scope) => {
      const s = document.querySelectorAll('section.activity-content')[scope]!;
      return {
        title: s.querySelector('h4')?.textContent?.trim() ?? '',
        nameHeader: s.querySelector('thead th')?.textContent?.trim() ?? '',
        rows: [...s.querySelectorAll('tbody th')].map((th) => th.textContent?.trim() ?? ''),
        caption: s.querySelector('figcaption')?.textContent ?? '',
      };
    }, scope);

  test.each([[390], [1280]])('energy sector: title, categories and basis in Russian (%i px)', async (width) => {
    await onPage(`${baseUrl()}/ru/inventory/sector/energy/`, width, async (page) => {
      const s = await section(page, 0);
      expect(s.title).toBe('Выбросы сектора «Энергетика» по категориям');
      expect(s.nameHeader).toBe('Категория');
      expect(s.rows).toContain('Энергетические отрасли (1.A.1)');
      expect(s.rows).toContain('Энергетика, итого (1)');
      expect(s.caption).toContain('Методика: CO2-эквиваленты по 100-летним ПГП');
      const industries = await rowOf(page, 0, 'Энергетические отрасли (1.A.1)');
      expect(cellNumber(industries['2024'])).toBe(4741.251);
      await expectNoOverflow(page);
    });
  });

  test('transport projections: the round, the scenarios and the modes in Russian', async () => {
    await onPage(`${baseUrl()}/ru/projections/sector/transport/`, 1280, async (page) => {
      expect((await section(page, 0)).title).toBe('Транспорт (1.A.3): прогнозы, представленные в 2019 году, WEM и WAM');
      const wem = await section(page, 1);
      expect(wem.title).toBe(
        'Транспорт: выбросы по категориям, WEM (с существующими мерами), прогноз, представленный в 2019 году',
      );
      expect(wem.rows).toEqual([
        'Внутренняя авиация (1.A.3.a)',
        'Автомобильный транспорт (1.A.3.b)',
        'Железнодорожный транспорт (1.A.3.c)',
        'Внутреннее судоходство (1.A.3.d)',
        'Транспорт, итого (1.A.3)',
      ]);
      expect(wem.caption).toContain('2015–2017 — представленные вместе с ними годы кадастра');
    });
  });

  test('land-use areas and milk: land categories and Eurostat series in Russian', async () => {
    await onPage(`${baseUrl()}/ru/inventory/sector/lu_luc_f/land_use_areas/`, 1280, async (page) => {
      expect((await section(page, 0)).nameHeader).toBe('Категория земель');
      const forest = await rowOf(page, 0, 'Лесные земли (управляемые)');
      expect(cellNumber(forest['2023'])).toBe(2454.152);
    });
    await onPage(`${baseUrl()}/ru/inventory/sector/agriculture/milk_yield/`, 1280, async (page) => {
      expect((await section(page, 0)).title).toBe('Надой молока на одну молочную корову (расчётный)');
      const milk = await rowOf(page, 0, 'Молоко на одну молочную корову (расчётное)');
      expect(cellNumber(milk['2022'])).toBe(10.128);
    });
  });

  test('an item without a series names the missing dataset in Russian', async () => {
    await onPage(`${baseUrl()}/ru/inventory/sector/agriculture/manure_systems/`, 1280, async (page) => {
      const note = await page.locator('[role="note"]').first().innerText();
      expect(note).toContain('Для него нужны: доли систем управления навозом по видам животных');
    });
  });
});
