import { loadTabbedSection } from '@/lib/compile/load-tabbed';
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

const cases = (['en', 'et', 'ru'] as const).flatMap((locale) => CONTENT_SECTION_IDS.map((id) => [locale, id] as const));

test.each(cases)(
  '%s /%s/: every tab and item renders, no console error, no request leaves localhost',
  async (locale, id) => {
    const section = loadTabbedSection(id, locale);
    const { page, context, consoleErrors, failedRequests } = await openPage(chromium.browser);
    const requests: string[] = [];
    context.on('request', (req) => requests.push(req.url()));
    const visits = [
      { path: `/${locale}/${id}/`, tab: section.tabs[0]!, item: section.tabs[0]!.items[0]! },
      ...section.tabs.flatMap((tab) => [
        { path: `/${locale}/${id}/${tab.id}/`, tab, item: tab.items[0]! },
        ...tab.items.map((item) => ({ path: `/${locale}/${id}/${tab.id}/${item.id}/`, tab, item })),
      ]),
    ];
    for (const visit of visits) {
      const response = await page.goto(`${baseUrl()}${visit.path}`, { waitUntil: 'networkidle' });
      expect([visit.path, response?.status()]).toEqual([visit.path, 200]);
      expect(await page.locator('h1').last().textContent()).toBe(TITLES[locale][id]);
      expect(await page.locator('article h2').first().textContent()).toBe(visit.item.title);
      const tabs = page.locator(`nav[aria-label^="${TITLES[locale][id]}:"]`);
      expect(await tabs.locator('a[aria-current="page"]').textContent()).toBe(visit.tab.title);
      expect(await page.locator('article').innerText()).not.toMatch(/Unknown chart type/);
      // Every content block of the item is on the page: one chart (SVG drawing until pointed at) per chart file.
      const charts = visit.item.blocks.filter((b) => b.kind === 'activity' && b.data.type !== 'table').length;
      await expect(page.locator('article .activity-chart').count()).resolves.toBe(charts);
      // The drawings come after hydration, which may still run once the network is quiet.
      if (charts > 0)
        await page
          .locator('article .activity-chart svg[data-preview]')
          .nth(charts - 1)
          .waitFor();
      await expect(page.locator('article .activity-chart svg[data-preview]').count()).resolves.toBe(charts);
    }
    expect(consoleErrors).toEqual([]);
    // Leaving a page cancels the header links' in-flight prefetches (net::ERR_ABORTED); any other failure counts.
    expect(failedRequests.filter((f) => !f.endsWith('net::ERR_ABORTED'))).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(baseUrl()))).toEqual([]);
    expect(requests.length).toBeGreaterThan(visits.length);
    await context.close();
  },
  180_000,
);

test('economic indicators: both GDP bases are named on the page and the tables hold sourced years only', async () => {
  const { page, context } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/economic-indicators-ghg/`);
  const text = await page.locator('article').innerText();
  expect(text).toContain('2011 international dollars');
  expect(text).toContain('current US dollars');
  const headers = await page.locator('article table').first().locator('thead th').allTextContents();
  expect(headers.slice(1, 3)).toEqual(['1990', '1991']);
  expect(headers[headers.length - 1]).toBe('2016');
  await context.close();
});
