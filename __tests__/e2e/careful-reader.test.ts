/**
 * What a careful reader checks, in Chromium against the built site: the exported image keeps every
 * word inside it, SF6 is not shown as a substitute for ozone-depleting substances, a value the source
 * does not give is not shown as 0, and the Estonian pages speak Estonian (terms, alt text, button).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, downloadBytes, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { chartReady } from '@/__tests__/e2e/support/chart-view';
import { prerenderedPaths } from '@/__tests__/e2e/support/site-pages';

const chromium = useBrowser();
const OUT = process.env.OUT_DIR ?? 'out';

interface DrawnText {
  text: string;
  x: number;
  right: number;
  canvasWidth: number;
}

/** Records every text drawn on any canvas of the page: where it starts and ends, and the canvas's width. */
async function recordCanvasText(page: Page) {
  await page.addInitScript(() => {
    const drawn: { text: string; x: number; right: number; canvasWidth: number }[] = [];
    (window as unknown as { drawnText: typeof drawn }).drawnText = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
      const width = this.measureText(text).width;
      drawn.push({ text, x, right: x + width, canvasWidth: this.canvas.width });
      return max === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, max);
    };
  });
}

const LONG_TITLE = '/inventory/?level=cat&sector=energy&sector=ind-proc&sector=agri&sector=waste&view=per-capita';

// Each check once, the languages taking turns (as support/in-turn does in the describe blocks): the
// longer Estonian words at phone width, the English at desktop width.
describe.each([
  ['en', 1280, 'Export as image'],
  ['et', 390, 'Salvesta pildina'],
] as const)('%s at %i px: chart.png of a long-titled view', (locale, width, button) => {
  test('every line of the title, filters, legend and source lies inside the image', async () => {
    const { page, close } = await openPage(chromium.browser, { fresh: true, viewport: { width, height: 900 } });
    await recordCanvasText(page);
    await page.goto(`${baseUrl()}/${locale}${LONG_TITLE}`);
    await chartReady(page);
    const title = (await page.locator('figure figcaption').first().innerText()).split('\n')[0]!.trim();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    const png = await downloadBytes(download);
    const imageWidth = png.readUInt32BE(16);
    const texts = (await page.evaluate(() => (window as unknown as { drawnText: DrawnText[] }).drawnText)).filter(
      (t) => t.canvasWidth === imageWidth,
    );
    // The image draws its title, filter lines, legend labels and source line: all of them inside it.
    expect(texts.length).toBeGreaterThan(4);
    const outside = texts.filter((t) => t.x < 0 || t.right > t.canvasWidth);
    expect(outside).toEqual([]);
    // The whole title is drawn (over as many lines as it needs), not cut.
    const drawn = texts.map((t) => t.text).join(' ');
    for (const word of title.split(' ').filter((w) => w.length > 3)) expect(drawn).toContain(word);
    // So is the source line's start, in the page's language.
    expect(drawn).toContain(locale === 'en' ? 'Source' : 'Allikas');
    await close();
  });
});

test.each(['et'] as const)('%s ?gas=sf6&level=cat: SF6 under 2.G, none under 2.F', async (locale) => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/${locale}/inventory/?gas=sf6&level=cat`);
  await chartReady(page);
  // The CRF code column (the row header is the name, the first cell the code).
  const codes = await page.locator('[data-testid="view-table"] tbody tr td:nth-child(2)').allTextContents();
  expect(codes).toContain('2.G');
  expect(codes.filter((c) => c.startsWith('2.F'))).toEqual([]);
  await close();
});

test.each(['en'] as const)(
  '%s: waste incineration (5.C) in 2024 has no number in the source, and is not 0',
  async (locale) => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/inventory/?level=cat&sector=waste`);
    await chartReady(page);
    const table = page.locator('[data-testid="view-table"]');
    const years = await table.locator('thead th').allTextContents();
    const row = table.locator('tbody tr', { has: page.locator('td', { hasText: /^5\.C$/ }) });
    const cells = await row.locator('td').allTextContents();
    const cell2024 = cells[years.indexOf('2024') - 1];
    expect(cell2024).toBe(locale === 'en' ? 'N/A' : 'puudub');
    // 2022 has a number: 333.5 + 180.8 + 29.2 t CO2 eq of CO2, CH4 and N2O (the extract), 0.5435 kt.
    expect(cells[years.indexOf('2022') - 1]).toBe(locale === 'en' ? '0.544' : '0,544');
    await close();
  },
);

// The terms the issue names, which no Estonian page may show (data/glossary.yml holds the full list).
const NOT_ON_ESTONIAN_PAGES = [
  /jagatud kohustus/i,
  /saasteaine\b/i,
  /siseveetransport/i,
  /iseseisvumi/i,
  /CO2 eq\b/,
  /Aastal \d{4}/,
];

test('every Estonian page: none of the avoided terms in its text, its share image described in Estonian, the ET button', async () => {
  const pages = prerenderedPaths(OUT).filter((p) => p.startsWith('/et/'));
  expect(pages.length).toBeGreaterThan(100);
  const found: string[] = [];
  let alts = 0;
  for (const p of pages) {
    const html = readFileSync(path.join(OUT, p, 'index.html'), 'utf8');
    // The visible text: scripts and the payload left out.
    const text = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
    for (const re of NOT_ON_ESTONIAN_PAGES) if (re.test(text)) found.push(`${p}: ${re.source}`);
    const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1];
    if (alt !== undefined) {
      alts += 1;
      if (!/heide|tulpdiagramm|pealkiri/.test(alt)) found.push(`${p}: og:image:alt "${alt}"`);
    }
  }
  expect(found).toEqual([]);
  expect(alts).toBeGreaterThan(90);
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/et/inventory/`);
  expect(await page.locator('a[hreflang="et"]').first().innerText()).toMatch(/^ET/);
  await close();
});

// Figures by hand from the 2026 submission: total without LULUCF 10 240.6 kt in 2024 against 40 342.4 kt in 1990
// (−74.6 %); solid waste disposal 172.9 kt against 273.7 kt (−36.8 %); the LULUCF balance 1 906.6 kt in 2024,
// lowest −4 468 kt in 2009, highest 3 246 kt in 2018, and for 2018 −1 990.2 kt in the 2020 submission.
const DIRECTION_AS_WORDS = {
  en: {
    introduction: '10 240.6 kt CO2 eq, 75 % less than in 1990.',
    waste: 'Emissions from solid waste disposal fell by 37 % between 1990 and 2024.',
    lulucf: [
      'In 2024 the net LULUCF balance was 1906.6 kt CO2 eq: the sector was a net source.',
      'Over the series the balance was lowest in 2009 (\u22124468 kt CO2 eq) and highest in 2018 (3246 kt CO2 eq).',
      'by its figures the sector was a net source in 2018 (3246.3 kt CO2 eq), where the 2020 submission had it as a net sink (\u22121990.2 kt CO2 eq; see the introduction).',
    ],
  },
  et: {
    introduction: '10 240,6 kt CO2 ekv, 75 % vähem kui 1990. aastal.',
    waste: 'Prügilate heide vähenes aastatel 1990–2024 37 %.',
    lulucf: [
      '2024. aastal oli LULUCF-i netobilanss 1906,6 kt CO2 ekv ehk sektor oli netoallikas.',
      'Aegreas oli bilanss madalaim 2009. aastal (\u22124468 kt CO2 ekv) ja kõrgeim 2018. aastal (3246 kt CO2 ekv).',
      'selle järgi oli sektor 2018. aastal netoallikas (3246,3 kt CO2 ekv), 2020. aasta esituse järgi aga netosiduja (\u22121990,2 kt CO2 ekv; vt sissejuhatust).',
    ],
  },
  ru: { introduction: '10 240,6 кт CO2-экв., на 75 % меньше, чем в 1990 году.' },
} as const;

test.each(['en', 'et', 'ru'] as const)(
  '%s: sector texts say the direction of a change as a word, and the LULUCF balance as a sink or a source',
  async (locale) => {
    const words: { introduction: string; waste?: string; lulucf?: readonly string[] } = DIRECTION_AS_WORDS[locale];
    const { page, close } = await openPage(chromium.browser);
    const article = async (path: string) => {
      await page.goto(`${baseUrl()}/${locale}/inventory/sector/${path}/`);
      return (await page.locator('article').innerText()).replace(/\s+/g, ' ');
    };
    const introduction = await article('introduction');
    expect(introduction).toContain(words.introduction);
    expect(introduction).not.toMatch(/[\u2212+]\d+ %/);
    if (words.waste) expect(await article('waste')).toContain(words.waste);
    if (words.lulucf) {
      const lulucf = await article('lu_luc_f');
      for (const sentence of words.lulucf) expect(lulucf).toContain(sentence);
    }
    await close();
  },
);

test.each(['et'])(
  'the per-person sentence (%s) describes the total without LULUCF at every level, never a figure it lacks',
  async (locale) => {
    const { page, close } = await openPage(chromium.browser);
    const sentence = async (query: string) => {
      await page.goto(`${baseUrl()}/${locale}/inventory/?gas=co2${query}&view=per-capita`);
      await chartReady(page);
      return page.getByTestId('summary').textContent();
    };
    const total = await sentence('');
    expect(total).toMatch(/\d/);
    for (const level of ['sector', 'cat']) {
      const text = await sentence(`&level=${level}`);
      expect(text).toBe(total);
      expect(text).not.toMatch(/N\/A|puudub/);
    }
    await close();
  },
);
