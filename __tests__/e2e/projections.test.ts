/**
 * The projections page against the built site, in both languages: the 2019 projection (WEM and WAM,
 * total, sectors, categories) with the newest inventory drawn beside it, the sub-category note, the
 * single-gas note, what was projected against what happened (outturn), the readout against the 2030
 * aim and what drove the projected change. Expected figures are the source's, read by hand from
 * data/sources/eea-ghg-projections-2019-estonia/estonia_eea_ghg_projections_2019_submission.csv
 * (column Gapfilled) and data/past/2026/co2eq.yml (total without LULUCF), shown with three decimals.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { baseUrl, downloadBytes, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { chartReady, settledQuery, shownView } from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';

jest.setTimeout(90000);

const chromium = useBrowser();
const query = settledQuery;

/** A table row's cells (after the name and CRF code) by its CRF code or, for the totals, its name. */
async function row(page: Page, key: { code?: string; label?: string }): Promise<Record<number, string>> {
  return page.evaluate(({ code, label }) => {
    const table = document.querySelector('[data-testid="view-table"]')!;
    const years = [...table.querySelectorAll('thead th')].slice(2).map((th) => Number(th.textContent));
    const tr = [...table.querySelectorAll('tbody tr')].find((r) =>
      code !== undefined ? r.querySelector('td')?.textContent === code : r.querySelector('th')?.textContent === label,
    );
    if (!tr) throw new Error(`no row ${code ?? label}`);
    const cells = [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? '');
    return Object.fromEntries(years.map((y, i) => [y, cells[i]!]));
  }, key);
}

describe.each([
  [
    'en',
    {
      total: 'Total without LULUCF',
      inventory: 'Inventory, 2026 submission (AR5 GWP100), total without LULUCF',
      lulucf: 'Land use, land-use change and forestry (LULUCF)',
      groups: ['Inventory', 'Projections'],
      wam: 'With additional measures (WAM)',
      showInventory: 'Show the newest inventory (2026 submission)',
      projected: 'Total without LULUCF: 2019 projection (WEM)',
      reported: 'Total without LULUCF: 2026 inventory',
      n: (s: string) => s,
      basis: [
        'scenario With existing measures (WEM)',
        'AR4 GWP100',
        'reported in 2019',
        'Licence:',
        'European Environment Agency',
      ],
      summary2040: 'In 2040 total emissions without LULUCF are projected at 13\u00a0313\u00a0kt CO2 eq',
      readout: ['2030 (WEM): projected 14\u00a0813\u00a0kt CO2 eq', '1990', '2020 submission', 'AR4 GWP100'],
      gasNote: 'Single-gas projections (CO2, methane, nitrous oxide, F-gases) are not published in the 2019 projection',
      miss: 'The largest miss: Energy in 2020',
      bases: 'The bases differ',
      subCat: 'The 2019 projection splits only Transport into sub-categories',
      csv: 'Download CSV',
      xlsx: 'Export as XLSX',
      metadata: ['Projection, scenario With existing measures (WEM)', 'Projections reported in 2019', 'AR4 GWP100'],
    },
  ],
  [
    'et',
    {
      total: 'Kokku ilma LULUCF-ita',
      inventory: 'Inventuur, 2026. aasta esitus (AR5 GWP100), koguheide ilma LULUCF-ita',
      lulucf: 'Maakasutus, maakasutuse muutus ja metsandus (LULUCF)',
      groups: ['Inventuur', 'Prognoos'],
      wam: 'Lisameetmetega (WAM)',
      showInventory: 'Näita uusimat inventuuri (2026. aasta esitus)',
      projected: 'Kokku ilma LULUCF-ita: 2019. aasta prognoos (WEM)',
      reported: 'Kokku ilma LULUCF-ita: 2026. aasta inventuur',
      n: (s: string) => s.replace('.', ','),
      basis: ['stsenaarium olemasolevate meetmetega (WEM)', 'AR4 GWP100', '2019', 'Litsents:', 'Euroopa Keskkonnaamet'],
      summary2040: '2040. aastaks on prognoositud koguheide ilma LULUCF-ita 13\u00a0313\u00a0kt CO2 ekv',
      readout: ['2030 (WEM): prognoositud 14\u00a0813\u00a0kt CO2 ekv', '1990', '2020. aasta esitusest', 'AR4 GWP100'],
      gasNote:
        'Üksikute gaaside prognoose (CO2, metaan, dilämmastikoksiid, F-gaasid) 2019. aasta prognoosis ei avaldatud',
      miss: 'Suurim erinevus oli 2020. aastal sektoris „Energeetika“',
      bases: 'Alused erinevad',
      subCat: '2019. aasta prognoosis on alamkategooriateks jagatud ainult Transport',
      csv: 'Laadi alla CSV',
      xlsx: 'Salvesta XLSX-failina',
      metadata: [
        'Prognoos, stsenaarium olemasolevate meetmetega (WEM)',
        '2019. aastal esitatud prognoosid',
        'AR4 GWP100',
      ],
    },
  ],
] as const)('%s', (locale, w) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test(
    'the WEM total: 14\u00a0812.630\u00a0kt in 2030, 13\u00a0312.923\u00a0kt in 2040; the newest inventory as a line of its own',
    async () => {
      const { page, close, consoleErrors } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/projections/`);
      await chartReady(page);
      const total = await row(page, { label: w.total });
      expect([total[2030], total[2040]]).toEqual([w.n('14\u00a0812.630'), w.n('13\u00a0312.923')]);
      // The round's own inventory years are its first: 2015 as reported with it (18 089.729), not the 2026 submission's.
      expect(total[2015]).toBe(w.n('18\u00a0089.729'));
      const inventory = await row(page, { label: w.inventory });
      expect([inventory[2023], inventory[2024]]).toEqual([w.n('10\u00a0887.967'), w.n('10\u00a0240.616')]);
      expect(inventory[2025]).toBe(locale === 'en' ? 'N/A' : 'puudub');
      const view = await shownView(page);
      expect(view.series.find((s) => s.label === w.inventory)?.kind).toBe('line');
      // Two labelled groups, the divider after 2017.
      const svg = page.locator('svg[data-preview]').first();
      for (const label of w.groups) expect(await svg.locator('text', { hasText: label }).count()).toBeGreaterThan(0);
      const basis = (await page.getByTestId('basis-note').textContent())!;
      for (const part of w.basis) expect(basis).toContain(part);
      expect(await page.getByTestId('summary').textContent()).toContain(w.summary2040);
      const readout = (await page.getByTestId('target-readout').textContent())!;
      for (const part of w.readout) expect(readout).toContain(part);
      expect(await page.getByTestId('gas-note').textContent()).toContain(w.gasNote);
      // The newest inventory's line is hidden with its own control, written in the address.
      await page.getByLabel(w.showInventory).uncheck();
      await eventually(
        () => query(page),
        (v) => expect(v).toBe('?inventory=0'),
      );
      expect((await shownView(page)).series.map((s) => s.label)).not.toContain(w.inventory);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test(
    'WAM: 13\u00a0335.029\u00a0kt in 2030 and 12\u00a0120.067\u00a0kt in 2040, written measure=wam',
    async () => {
      const { page, close } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/projections/`);
      await chartReady(page);
      await page.getByLabel(w.wam).check();
      await eventually(
        () => query(page),
        (v) => expect(v).toBe('?measure=wam'),
      );
      await eventually(
        () => row(page, { label: w.total }),
        (total) => expect([total[2030], total[2040]]).toEqual([w.n('13\u00a0335.029'), w.n('12\u00a0120.067')]),
      );
      await page.goto(`${baseUrl()}/${locale}/projections/?measure=wam`);
      await chartReady(page);
      const total = await row(page, { label: w.total });
      expect([total[2030], total[2040]]).toEqual([w.n('13\u00a0335.029'), w.n('12\u00a0120.067')]);
      await close();
    },
  );

  turn.test(
    'sectors: energy 12\u00a0358.395\u00a0kt in 2030; LULUCF on its own row, 776.927\u00a0kt in 2040',
    async () => {
      const { page, close } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/projections/?level=sector`);
      await chartReady(page);
      expect((await row(page, { code: '1' }))[2030]).toBe(w.n('12\u00a0358.395'));
      const lulucf = await row(page, { code: '4' });
      expect(lulucf[2040]).toBe(w.n('776.927'));
      expect(await page.locator('[data-testid="view-table"] tbody th', { hasText: w.lulucf }).count()).toBe(1);
      // Agriculture keeps its own values (1 624.818 kt in 2040).
      expect((await row(page, { code: '3' }))[2040]).toBe(w.n('1624.818'));
      await close();
    },
  );

  turn.test(
    'categories: energy industries (1.A.1) 8568.813\u00a0kt in 2030 (WEM); sub-categories (transport only) say where the rest are',
    async () => {
      const { page, close } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/projections/?level=cat`);
      await chartReady(page);
      expect((await row(page, { code: '1.A.1' }))[2030]).toBe(w.n('8568.813'));
      await page.goto(`${baseUrl()}/${locale}/projections/?level=subCat`);
      await chartReady(page);
      // Road transportation (1.A.3.b) is one of the source's sub-categories: 2030 WEM 2289.740 kt.
      expect((await row(page, { code: '1.A.3.b' }))[2030]).toBe(w.n('2289.740'));
      const note = page.getByTestId('missing-level');
      expect(await note.textContent()).toContain(w.subCat);
      expect(await note.locator('a').getAttribute('href')).toBe(`/${locale}/inventory/?level=subCat`);
      await close();
    },
  );

  turn.test(
    'outturn: 2023, WEM 18\u00a0806.404\u00a0kt against the inventory’s 10\u00a0887.967\u00a0kt; the largest miss and the bases',
    async () => {
      const { page, close } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/projections/?view=outturn`);
      await chartReady(page);
      const view = await shownView(page);
      expect([view.years[0], view.years.at(-1)]).toEqual([2018, 2024]);
      expect((await row(page, { label: w.projected }))[2023]).toBe(w.n('18\u00a0806.404'));
      expect((await row(page, { label: w.reported }))[2023]).toBe(w.n('10\u00a0887.967'));
      expect(await page.getByTestId('summary').textContent()).toContain(w.miss);
      expect(await page.getByTestId('view-note').first().textContent()).toContain(w.bases);
      await close();
    },
  );

  turn.test('drivers: from 2017 to 2030 (WEM), the round’s years to choose from', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/projections/?view=drivers&from=2017&to=2030`);
    await chartReady(page);
    expect(await page.getByTestId('drivers-from').inputValue()).toBe('2017');
    expect(await page.getByTestId('drivers-to').inputValue()).toBe('2030');
    const from = await page.getByTestId('drivers-from').locator('option').allTextContents();
    expect(from[0]).toBe('2015');
    const view = await shownView(page);
    // The total row: every sector, LULUCF included, 2017 and 2030 (from the source's sector rows 1.–5.:
    // 18 472.927 + 639.530 + 1379.305 − 1268.644 + 328.695 = 19 551.813; 12 358.395 + 666.879 + 1572.143 −
    // 208.244 + 215.213 = 14 604.386, the table rounding the unrounded sum).
    const totalRow = view.series.at(-1)!;
    expect(totalRow.values[0]).toBeCloseTo(19551.81, 1);
    expect(totalRow.values[1]).toBeCloseTo(14604.386, 2);
    await close();
  });

  turn.test(
    'the CSV has the WAM values; the XLSX names the round, the scenario and the GWP basis under its table',
    async () => {
      const { page, close } = await openPage(chromium.browser);
      await page.goto(`${baseUrl()}/${locale}/projections/?measure=wam`);
      await chartReady(page);
      // The main chart's buttons come first (the sector charts below have their own).
      const save = async (name: string) => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name }).first().click(),
        ]);
        return downloadBytes(download);
      };
      const csv = (await save(w.csv)).toString('utf8');
      const wam = w.metadata.map((m) =>
        m
          .replace(/\(WEM\)/, '(WAM)')
          .replace('olemasolevate meetmetega', 'lisameetmetega')
          .replace('With existing measures', 'With additional measures'),
      );
      expect(csv).toContain('13335.029');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await save(w.xlsx)) as unknown as ArrayBuffer);
      const cells = book.worksheets[0]!.getSheetValues().flat().map(String).join('\n');
      for (const part of wam) expect(cells).toContain(part);
      await close();
    },
  );
});
