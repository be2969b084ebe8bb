import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { CONTENT_SECTION_IDS } from '@/lib/model/tabbed-sections';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';

// Every tab and item of the three content sections, in every locale, straight from the compiled index.
const TITLES = {
  en: {
    projects: 'Development Projects',
    'emission-factors': 'Emission Factors',
    'economic-indicators-ghg': 'Economic Indicators and GHG emissions',
  },
  et: {
    projects: 'Arendusprojektid',
    'emission-factors': 'Heitetegurid',
    'economic-indicators-ghg': 'Majandusnäitajad ja KHG heide',
  },
  ru: {
    projects: 'Проекты развития',
    'emission-factors': 'Коэффициенты выбросов',
    'economic-indicators-ghg': 'Экономические показатели и выбросы ПГ',
  },
} as const;

const chromium = useBrowser();

// Each section once, the languages taking turns (as support/in-turn does): what every page says in
// every language is read from the exported HTML by reader-language, typography and the crawl.
const LANGUAGES = ['en', 'et', 'ru'] as const;
const cases = CONTENT_SECTION_IDS.map((id, i) => [LANGUAGES[i % LANGUAGES.length]!, id] as const);

test.each(cases)(
  '%s /%s/: every tab and item is pre-rendered with its title, tab and blocks',
  async (locale, id) => {
    const section = loadTabbedSection(id, locale);
    // The pages as served, without scripts: what they say is in the HTML. Each page's addresses and
    // chart boxes are read by the crawl (crawl.test.ts), which also runs the scripts of every page with
    // a chart (its drawings, console and requests, none leaving the site) and of one page of each kind.
    const { page, close } = await openPage(chromium.browser, { javaScriptEnabled: false });
    const visits = [
      { path: `/${locale}/${id}/`, tab: section.tabs[0]!, item: section.tabs[0]!.items[0]! },
      ...section.tabs.flatMap((tab) => [
        { path: `/${locale}/${id}/${tab.id}/`, tab, item: tab.items[0]! },
        ...tab.items.map((item) => ({ path: `/${locale}/${id}/${tab.id}/${item.id}/`, tab, item })),
      ]),
    ];
    for (const visit of visits) {
      const response = await page.goto(`${baseUrl()}${visit.path}`);
      expect([visit.path, response?.status()]).toEqual([visit.path, 200]);
      expect(await page.locator('h1').last().textContent()).toBe(TITLES[locale][id]);
      expect(await page.locator('article h2').first().textContent()).toBe(visit.item.title);
      const tabs = page.locator(`nav[aria-label^="${TITLES[locale][id]}:"]`);
      expect(await tabs.locator('a[aria-current="page"]').textContent()).toBe(visit.tab.title);
      expect(await page.locator('article').innerText()).not.toMatch(/Unknown chart type/);
      // Every content block of the item is on the page: one chart box per chart file.
      const charts = visit.item.blocks.filter((b) => b.kind === 'activity' && b.data.type !== 'table').length;
      expect([visit.path, await page.locator('article .activity-chart').count()]).toEqual([visit.path, charts]);
    }
    await close();
  },
  180_000,
);

test('economic indicators: both GDP bases are named on the page and the tables hold sourced years only', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/economic-indicators-ghg/`);
  const text = await page.locator('article').innerText();
  expect(text).toContain('US dollars at constant 2015 prices');
  expect(text).toContain('current US dollars');
  const headers = await page.locator('article table').first().locator('thead th').allTextContents();
  expect(headers.slice(1, 3)).toEqual(['1990', '1991']);
  expect(headers[headers.length - 1]).toBe('2023');
  await close();
});

// The sourced items of data/sources/estonia-development-projects/ (DEV-01 … DEV-10), by tab.
const PROJECT_ITEMS = { overview: 3, energy: 1, transport: 0, ippu: 0, agriculture: 2, lulucf: 4, waste: 0 } as const;
// In Estonian (each check once, in one language: see the cases above).
const PROJECT_WORDS = {
  et: {
    kind: 'Liik:',
    status: 'Seis:',
    source: 'Allikas:',
    none: 'ühtegi selle sektori arendusprojekti',
    proposal: 'mitte rahastatud projekt',
  },
} as const;

test.each(['et'] as const)(
  '%s projects: each tab lists its sourced items with kind, status and source',
  async (locale) => {
    const { page, close } = await openPage(chromium.browser);
    const words = PROJECT_WORDS[locale];
    for (const [tab, count] of Object.entries(PROJECT_ITEMS)) {
      await page.goto(`${baseUrl()}/${locale}/projects/${tab}/`);
      const items = page.locator('article h3');
      expect([tab, await items.count()]).toEqual([tab, count]);
      const text = await page.locator('article').innerText();
      for (const label of [words.kind, words.status, words.source])
        expect([tab, text.split(label).length - 1]).toEqual([tab, count]);
      if (count === 0) expect(text).toContain(words.none);
      // Every item links to its source outside the site.
      expect(await page.locator('article li a[href^="https://"]').count()).toBeGreaterThanOrEqual(count);
    }
    // The peat-soil measure is a proposal, and says it is not a funded project.
    await page.goto(`${baseUrl()}/${locale}/projects/lulucf/`);
    expect(await page.locator('article').innerText()).toContain(words.proposal);
    await close();
  },
);
