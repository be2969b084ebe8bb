import type { Page } from 'playwright-core';
import { auditPage } from '@/__tests__/e2e/support/axe';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { chartReady } from '@/__tests__/e2e/support/chart-view';

const chromium = useBrowser();

const TEXT = {
  en: {
    title: "Estonia's greenhouse gas emissions",
    language: 'Language',
    tabs: ['Inventory', 'Projections', 'Compare', 'Development projects', 'Emission factors', 'Economic indicators'],
    logIn: 'Log in',
    footer: 'by EKUK',
    notFound: 'Page not found',
    close: 'Close',
  },
  et: {
    title: 'Eesti kasvuhoonegaaside heitkogused',
    language: 'Keel',
    tabs: ['Inventuur', 'Prognoosid', 'Võrdlus', 'Arendusprojektid', 'Heitetegurid', 'Majandusnäitajad'],
    logIn: 'Logi sisse',
    footer: 'Koostaja: EKUK',
    notFound: 'Lehte ei leitud',
    close: 'Sulge',
  },
  ru: {
    title: 'Выбросы парниковых газов в Эстонии',
    language: 'Язык',
    tabs: ['Кадастр', 'Прогнозы', 'Сравнение', 'Проекты развития', 'Коэффициенты выбросов', 'Экономические показатели'],
    logIn: 'Войти',
    footer: 'Составитель: EKUK',
    notFound: 'Страница не найдена',
    close: 'Закрыть',
  },
} as const;
const SECTIONS = ['inventory', 'projections', 'compare', 'projects', 'emission-factors', 'economic-indicators-ghg'];

/** Path and query of the page's current address. */
function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe.each(['en', 'et', 'ru'] as const)('the shell in %s', (locale) => {
  const text = TEXT[locale];

  test('renders header, tabs, log-in, stripes and footer', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/inventory/`);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    // The main page's title is the site's name, once (other pages: "<page> · <short site name>").
    expect(await page.title()).toBe(text.title);
    expect(await page.locator('header a[href$="/inventory/"]').first().textContent()).toBe(text.title);

    const tabs = page.locator('header nav').last().getByRole('link');
    expect(await tabs.allTextContents()).toEqual(text.tabs);
    for (const [i, section] of SECTIONS.entries()) {
      expect(await tabs.nth(i).getAttribute('href')).toBe(`/${locale}/${section}/`);
    }
    expect(await tabs.nth(0).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('header nav a[aria-current]').count()).toBe(2); // the tab and the current language
    expect(await page.getByRole('navigation', { name: text.language }).getByRole('link').allTextContents()).toEqual([
      expect.stringMatching(/^ENG/),
      expect.stringMatching(/^ET/),
      expect.stringMatching(/^RUS/),
    ]);

    const logIn = page.getByRole('button', { name: text.logIn });
    expect(await logIn.isDisabled()).toBe(true);
    const describedBy = await logIn.getAttribute('aria-describedby');
    expect((await page.locator(`#${describedBy}`).textContent())?.length).toBeGreaterThan(20);

    const stripes = page.locator('a[href="https://showyourstripes.info/"]');
    expect(await stripes.getAttribute('rel')).toContain('noopener');
    expect(await stripes.locator('svg title').textContent()).toContain('1990–2024');
    expect(await page.getByRole('link', { name: /1990–2024/ }).getAttribute('href')).toBe(
      'https://showyourstripes.info/',
    );
    expect(await stripes.locator('rect').count()).toBe(35);

    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(text.footer);
    expect(await footer.textContent()).toContain(locale === 'ru' ? 'РКИК ООН' : 'UNFCCC');
    expect(await footer.locator(`a[href="/${locale}/accessibility/"]`).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  test('unknown pages answer 404 with the localised not-found page', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser);
    const errorResponses: string[] = [];
    page.on('response', (r) => r.status() >= 400 && errorResponses.push(r.url()));
    const response = await page.goto(`${baseUrl()}/${locale}/no-such-page/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('main h1').textContent()).toBe(text.notFound);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await page.locator(`main a[href="/${locale}/inventory/"]`).count()).toBe(1);
    // Only the document itself is missing: every script and style loads, and the page hydrates where it is.
    await page.waitForTimeout(500);
    expect(errorResponses).toEqual([`${baseUrl()}/${locale}/no-such-page/`]);
    expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/${locale}/no-such-page/`);
    expect(await page.locator('main h1').textContent()).toBe(text.notFound);
    await close();
  });
});

describe('language selector', () => {
  test('keeps path and query, and remembers the choice', async () => {
    const { page, consoleErrors, context, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/en/inventory/?gas=co2`);
    // The pre-rendered link knows only the path; once the page's scripts run it carries the query too.
    await page.locator('a[hreflang="et"][href*="gas=co2"]').first().waitFor();
    await page.locator('a[hreflang="et"]').first().click();
    await page.waitForURL(/\/et\//);
    expect(where(page)).toBe('/et/inventory/?gas=co2');
    expect(await page.getAttribute('html', 'lang')).toBe('et');
    expect(await page.evaluate(() => localStorage.getItem('NEXT_LOCALE'))).toBe('et');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('et');

    // The remembered choice wins over an English browser on the unprefixed home route.
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/et\/inventory\/$/);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  test('RUS keeps the page and its filters', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/en/inventory/?gas=ch4&level=sector&sector=agri`);
    const russian = page.getByRole('link', { name: /^RUS/ });
    await page.locator('a[hreflang="ru"][href*="gas=ch4"]').first().waitFor();
    await russian.click();
    await page.waitForURL(/\/ru\//);
    expect(where(page)).toBe('/ru/inventory/?gas=ch4&level=sector&sector=agri');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.getByTestId('gas-select').inputValue()).toBe('ch4');
    expect(await page.evaluate(() => localStorage.getItem('NEXT_LOCALE'))).toBe('ru');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  test('follows the query as it is rewritten after load (filters)', async () => {
    const { page, close } = await openPage(chromium.browser);
    const hrefHas = (part: string) =>
      page.waitForFunction((p) => document.querySelector('a[hreflang="en"]')?.getAttribute('href')?.includes(p), part);
    await page.goto(`${baseUrl()}/et/inventory/?gas=co2`);
    await hrefHas('gas=co2');
    // The chart island runs and has written the address of its own filters (it does so after the
    // frame that shows them), so the rewrite below is the last one.
    await chartReady(page);
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(done, 0)), 0)),
        ),
    );
    await page.evaluate(() => history.replaceState(null, '', '?gas=ch4&level=sector&sector=energy&sector=waste'));
    const english = page.locator('a[hreflang="en"]').first();
    await hrefHas('gas=ch4');
    expect(await english.getAttribute('href')).toBe('/en/inventory/?gas=ch4&level=sector&sector=energy&sector=waste');
    await english.click();
    await page.waitForURL(/\/en\//);
    expect(where(page)).toBe('/en/inventory/?gas=ch4&level=sector&sector=energy&sector=waste');
    await close();
  });
});

describe('unprefixed routes', () => {
  test.each([
    ['/inventory/?lng=et&gas=co2', 'en-US', '/et/inventory/?gas=co2'],
    ['/', 'en-US', '/en/inventory/'],
    ['/', 'et-EE', '/et/inventory/'],
    ['/projections/?gas=n2o', 'et-EE', '/et/projections/?gas=n2o'],
    ['/projects/?lng=en', 'et-EE', '/en/projects/'],
    ['/emission-factors/', 'fi-FI', '/en/emission-factors/'],
    ['/economic-indicators-ghg/', 'et', '/et/economic-indicators-ghg/'],
    ['/inventory/', 'ru-RU', '/ru/inventory/'],
    ['/compare/?lng=ru', 'en-US', '/ru/compare/'],
  ])('%s with a %s browser lands on %s', async (path, browserLocale, expected) => {
    const { page, close } = await openPage(chromium.browser, { locale: browserLocale });
    await page.goto(`${baseUrl()}${path}`);
    // Where it lands is known once the navigation commits; the landing page's own load is tested elsewhere.
    await page.waitForURL((url) => /^\/(en|et|ru)\//.test(url.pathname), { waitUntil: 'commit' });
    expect(where(page)).toBe(expected);
    await close();
  });

  test.each(['en', 'et', 'ru'])(
    '/%s/ leads to the inventory, the home route, even without JavaScript',
    async (locale) => {
      const { page, close } = await openPage(chromium.browser, { javaScriptEnabled: false });
      await page.goto(`${baseUrl()}/${locale}/`);
      await page.waitForURL((url) => url.pathname === `/${locale}/inventory/`);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      await close();
    },
  );

  test('offer plain links without JavaScript', async () => {
    const { page, close } = await openPage(chromium.browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/projects/`);
    expect(where(page)).toBe('/projects/');
    expect(await page.locator('main a[href="/en/projects/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/et/projects/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/ru/projects/"]').count()).toBeGreaterThan(0);
    await close();
  });
});

describe('cookie notice', () => {
  test('closes, stays closed after reload and never shifts the layout', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/en/inventory/`);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor({ state: 'visible' });
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await notice.getByRole('button', { name: TEXT.en.close }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('COOKIES_OK'))).not.toBeNull();

    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await notice.isVisible()).toBe(false);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});

describe('layout', () => {
  test('root 404 offers every language', async () => {
    const { page, close } = await openPage(chromium.browser);
    const response = await page.goto(`${baseUrl()}/no-such-section/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('main').textContent()).toContain(TEXT.en.notFound);
    expect(await page.locator('main').textContent()).toContain(TEXT.et.notFound);
    expect(await page.locator('main').textContent()).toContain(TEXT.ru.notFound);
    await close();
  });

  test.each([390, 1280])('nothing overflows at %i px', async (width) => {
    const { page, close } = await openPage(chromium.browser, { viewport: { width, height: 800 } });
    await page.goto(`${baseUrl()}/et/inventory/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await close();
  });

  test('the first frame waits for the whole main content, so a slowly parsed page never shifts', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/et/projections/`);
    const awaited = await page.evaluate(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="expect"][blocking="render"]');
      const target = link && document.getElementById(new URL(link.href).hash.slice(1));
      const main = document.querySelector('main');
      return {
        found: Boolean(target),
        afterMain: Boolean(target && main && main.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING),
        insideMain: Boolean(target && main?.contains(target)),
      };
    });
    expect(awaited).toEqual({ found: true, afterMain: true, insideMain: false });
    await close();
  });

  test('the skip link is the first stop and leads to the main content', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/en/inventory/`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await close();
  });
});

// The pages of every section in every language are audited in accessibility.test.ts; these are the
// answers to addresses outside them.
describe('accessibility of the shell (axe-core, WCAG 2.1 A/AA)', () => {
  test.each([
    ['/en/no-such-page/', true],
    ['/no-such-section/', true],
    ['/projects/', false],
  ])('%s has no violations', async (path, siteScripts) => {
    // bypassCSP: the pages carry a script-src policy that would block injecting axe.
    const { page, close } = await openPage(chromium.browser, { bypassCSP: true, reducedMotion: 'reduce' });
    // Without the site's scripts a language-choice page stays put, as it does for visitors without JavaScript.
    if (!siteScripts) await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    // The language links appear after a delay (a CSS animation): audit them once it has finished.
    if (!siteScripts)
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    expect(await auditPage(page)).toEqual([]);
    await close();
  });
});

describe('start-up scripts', () => {
  test('run after the first paint, alone, carry the compile hint, and hydrate the page', async () => {
    const { page, consoleErrors, close } = await openPage(chromium.browser);
    const bodies = new Map<string, Promise<string>>();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      // A script that arrives as the page closes (the idle Chart.js chunk) may have no body to read; only the
      // start-up scripts are checked below, and a failed read shows there as a body without the hint.
      bodies.set(
        new URL(r.url()).pathname,
        r.text().catch((error: Error) => `unread: ${error.message}`),
      );
    });
    await page.goto(`${baseUrl()}/en/inventory/?gas=co2`);
    // The language links carry the query only once the page's scripts have run.
    await page.locator('a[hreflang="et"][href*="gas=co2"]').first().waitFor();
    const loader = await page.locator('script[data-hydrate="after-paint"]').textContent();
    const listed = JSON.parse(/var s=(\[[^\]]*\])/.exec(loader!)![1]!) as string[];
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.filter((src) => !bodies.has(src))).toEqual([]);
    const texts = await Promise.all(listed.map(async (src) => ({ src, body: await bodies.get(src)! })));
    expect(
      texts.filter(({ body }) => !body.startsWith('//# allFunctionsCalledOnLoad\n')).map(({ src }) => src),
    ).toEqual([]);
    // Nothing else is fetched before them: no preload, and the tab icon is part of the page.
    expect(await page.locator('link[rel="preload"][as="script"]').count()).toBe(0);
    expect(requests[0]).toBe('/en/inventory/');
    expect(requests.slice(1, listed.length + 1).sort()).toEqual([...listed].sort());
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
