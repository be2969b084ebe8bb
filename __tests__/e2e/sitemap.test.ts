import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, connectBrowser, openPage } from '@/__tests__/e2e/support/browser';

const OUT = process.env.OUT_DIR ?? 'out';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Site URL (any origin) → the same path on the local test server. */
const local = (url: string) => {
  const u = new URL(url);
  return `${baseUrl()}${u.pathname}${u.search}`;
};

test('every URL in the sitemap answers 200 from the served out/', async () => {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  expect(urls).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/en\/inventory\/$/),
      expect.stringMatching(/\/et\/projects\/$/),
      expect.stringMatching(/\/ru\/compare\/$/),
    ]),
  );
  expect(urls.length).toBeGreaterThanOrEqual(3 * 26);
  // Every page lists its Russian alternate.
  const entries = xml.split('<url>').slice(1);
  expect(entries.filter((e) => !/hreflang="ru"/.test(e))).toEqual([]);
  const failures: string[] = [];
  for (const url of urls) {
    const res = await fetch(local(url), { redirect: 'manual' });
    if (res.status !== 200) failures.push(`${res.status} ${url}`);
  }
  expect(failures).toEqual([]);
}, 120_000);

test('robots.txt allows crawling and names the sitemap', async () => {
  const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
  expect(robots).toMatch(/User-Agent: \*\s+Allow: \//);
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

describe('share images', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  test.each([
    '/en/inventory/',
    '/et/inventory/',
    '/en/projections/',
    '/et/projections/',
    '/en/inventory/sector/energy/',
    '/et/projections/sector/transport/',
    '/et/inventory/sector/lu_luc_f/',
    '/ru/inventory/',
    '/ru/compare/',
  ])('og:image of %s is an existing PNG in out/', async (pagePath) => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl()}${pagePath}`);
    const image = await page.getAttribute('meta[property="og:image"]', 'content');
    expect(image).toBeTruthy();
    const { pathname } = new URL(image as string);
    expect(pathname).toBe(`${pagePath}opengraph-image`);
    const file = path.join(OUT, pathname);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const res = await fetch(local(image as string));
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(await page.getAttribute('meta[property="og:image:width"]', 'content')).toBe('1200');
    await close();
  });

  test('pages carry hreflang alternates for en, et, ru and x-default', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl()}/et/emission-factors/projections/`);
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (els) =>
      els.map((e) => [e.getAttribute('hreflang'), new URL(e.getAttribute('href') ?? '').pathname]),
    );
    expect(alternates).toEqual([
      ['en', '/en/emission-factors/projections/'],
      ['et', '/et/emission-factors/projections/'],
      ['ru', '/ru/emission-factors/projections/'],
      ['x-default', '/en/emission-factors/projections/'],
    ]);
    expect(await page.title()).toContain('Prognooside heitetegurid');
    await close();
  });
});
