/**
 * The projections reported in 2019 on the sector pages, in both languages: the ETS/ESR items and the
 * sector overviews show projection series (charts with their tables, round, basis and source), not a
 * note; the texts give the figures of the EEA file. Expected figures are read by hand from
 * data/sources/eea-ghg-projections-2019-estonia/ (Gapfilled, kt CO2 eq): total without LULUCF WEM
 * 2030 14 812.63, 2040 13 312.92, 2023 18 806.40; WAM 2030 13 335.03, 2040 12 120.07; energy (1) WEM
 * 2030 12 358.39; 1.A.1 WEM 2030 8 568.81; energy EU ETS part WEM 2030 8 239.67; LULUCF (4) 2040
 * 776.93.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';

jest.setTimeout(60000);

const chromium = useBrowser();

const WORDS = {
  en: {
    sectoral: 'EU ETS and effort-sharing (ESD) parts by sector, WEM, reported in 2019',
    energyEts: 'Energy: EU ETS part',
    split: 'National total split into EU ETS and effort-sharing (ESD) parts, WEM, reported in 2019',
    splitEsd: 'Effort-sharing (ESD) part, WEM',
    energy: 'Energy (1): projections reported in 2019, WEM against WAM',
    energyWem: 'Energy (1), WEM',
    energyByCategory: 'Energy by category, WEM (with existing measures), reported in 2019',
    energyIndustries: 'Energy industries (1.A.1)',
    zone: 'Shaded, from 2018: projections;',
    basis: 'AR4 GWP100',
    source: 'GHG projections reported by Member States (2019)',
    remainingNote:
      "It would need: Estonia's projections by IPCC category, as reported to the EEA in 2021, 2023 or 2025",
  },
  et: {
    sectoral: 'ELi HKS-i ja jõupingutuste jagamise (JJO) osa sektorite kaupa, WEM, esitatud 2019. aastal',
    energyEts: 'Energeetika: ELi HKS-i osa',
    split: 'Riigi koguheite jaotus ELi HKS-i ja jõupingutuste jagamise (JJO) osaks, WEM, esitatud 2019. aastal',
    splitEsd: 'Jõupingutuste jagamise (JJO) osa, WEM',
    energy: 'Energeetika (1): 2019. aastal esitatud prognoosid, WEM ja WAM',
    energyWem: 'Energeetika (1), WEM',
    energyByCategory: 'Energeetika kategooriate kaupa, WEM (olemasolevate meetmetega), esitatud 2019. aastal',
    energyIndustries: 'Energiatööstus (1.A.1)',
    zone: 'Varjutatud ala alates 2018. aastast: prognoosid;',
    basis: 'AR4 GWP100',
    source: 'liikmesriikide esitatud kasvuhoonegaaside prognoosid (2019)',
    remainingNote:
      'Selleks oleks vaja: Eesti prognoosid IPCC kategooriate kaupa, nagu need esitati EEA-le 2021., 2023. või 2025. aastal',
  },
} as const;

/** Decimal separator of a locale: 2030 values in the tables have three decimals, in the texts none or one. */
const dec = (locale: 'en' | 'et', text: string) => (locale === 'et' ? text.replace('.', ',') : text);

async function itemPage(locale: string, sector: string, item: string) {
  const opened = await openPage(chromium.browser);
  await opened.page.goto(`${baseUrl()}/${locale}/projections/sector/${sector}/${item}/`);
  const article = opened.page.locator(`section[data-tab="${sector}"][data-item="${item}"]`);
  await article.waitFor();
  return { ...opened, article };
}

/** A chart of the item by its title: drawn, and its table (opened as a reader does) as cells by row name and year. */
async function chartTable(page: Page, title: string) {
  const chart = page
    .locator('section.activity-content')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  // Drawn: the SVG drawing, or Chart.js once a pointer has passed over it (opening a table above may do that).
  await chart.locator('.activity-chart svg[data-preview], .activity-chart canvas').first().waitFor();
  await chart.locator('details summary').click();
  const table = chart.locator('table');
  await table.waitFor({ state: 'visible' });
  const cells = await table.evaluate((t) => {
    const years = [...t.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    return Object.fromEntries(
      [...t.querySelectorAll('tbody tr')].map((tr) => [
        tr.querySelector('th')?.textContent ?? '',
        Object.fromEntries([...tr.querySelectorAll('td')].map((td, i) => [years[i + 1], td.textContent ?? ''])),
      ]),
    ) as Record<string, Record<string, string>>;
  });
  return { chart, cells };
}

describe.each([['en'], ['et']] as const)('%s: projections reported in 2019 on the sector pages', (locale) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  const w = WORDS[locale];

  turn.test(
    'ETS/ESR sectoral projections: each sector’s EU ETS and ESD parts as a chart and table, no note',
    async () => {
      const { page, article, close, consoleErrors } = await itemPage(locale, 'ets_esr', 'sectoral_projections');
      expect(await article.locator('p[role="note"]').count()).toBe(0);
      const { chart, cells } = await chartTable(page, w.sectoral);
      expect(cells[w.energyEts]?.['2030']).toBe(dec(locale, '8239.671'));
      expect(await chart.getByTestId('projection-zone-note').textContent()).toContain(w.zone);
      const caption = await chart.locator('figcaption').textContent();
      expect(caption).toContain(w.basis);
      expect(caption).toContain(w.source);
      expect(consoleErrors).toEqual([]);
      await close();
    },
  );

  turn.test(
    'ETS/ESR total projections: the national total split into its parts, beside the 2025 effort-sharing chart',
    async () => {
      const { page, article, close } = await itemPage(locale, 'ets_esr', 'total_projections');
      expect(await article.locator('p[role="note"]').count()).toBe(0);
      const { cells } = await chartTable(page, w.split);
      // ESD 2030 WEM in the EEA file: 6 065.612294 kt.
      expect(cells[w.splitEsd]?.['2030']).toBe(dec(locale, '6065.612'));
      expect(await article.locator('section.activity-content').count()).toBe(3);
      await close();
    },
  );

  turn.test('energy prognosis overview: WEM against WAM and by category, figures in the text, no note', async () => {
    const { page, article, close, consoleErrors } = await itemPage(locale, 'energy', 'overview');
    expect(await article.locator('p[role="note"]').count()).toBe(0);
    const sector = await chartTable(page, w.energy);
    expect(sector.cells[w.energyWem]?.['2030']).toBe(locale === 'et' ? '12\u00a0358,395' : '12\u00a0358.395');
    const categories = await chartTable(page, w.energyByCategory);
    expect(categories.cells[w.energyIndustries]?.['2030']).toBe(dec(locale, '8568.813'));
    const text = await article.locator('.markdown, p').allTextContents();
    expect(text.join(' ')).toContain('12\u00a0358');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  turn.test(
    'the national total and LULUCF in the texts: WEM 14\u00a0813 / 13\u00a0313, WAM 13\u00a0335 / 12\u00a0120, 2023 18\u00a0806, LULUCF 2040\u00a0776.9',
    async () => {
      const intro = await itemPage(locale, 'introduction', 'introduction');
      expect(await intro.article.locator('p[role="note"]').count()).toBe(0);
      const text = (await intro.article.textContent()) ?? '';
      for (const figure of ['14\u00a0813', '13\u00a0313', '13\u00a0335', '12\u00a0120', '18\u00a0806'])
        expect(text).toContain(figure);
      await intro.close();
      const lulucf = await itemPage(locale, 'lu_luc_f', 'overview');
      expect(await lulucf.article.textContent()).toContain(dec(locale, '776.9'));
      await lulucf.close();
    },
  );

  turn.test(
    'an item the round gives only as a sector total keeps a note naming the sources that would fill it',
    async () => {
      const { article, close } = await itemPage(locale, 'ippu', 'mineral_industry');
      expect(await article.locator('p[role="note"]').textContent()).toContain(w.remainingNote);
      await close();
    },
  );
});
