import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '@/__tests__/e2e/support/browser';
import { prerenderedPaths } from '@/__tests__/e2e/support/site-pages';

// Whole-site crawl: every pre-rendered page in both locales, every internal link and asset.
const SKIP = new Set(['/_not-found/', '/404/']);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('every page loads with no console error, no failed request and no broken internal link', async () => {
  const pages = prerenderedPaths().filter((p) => !SKIP.has(p));
  expect(pages.length).toBeGreaterThan(1);
  const { page, context, consoleErrors, failedRequests } = await openPage(browser);
  const problems: string[] = [];
  const links = new Set<string>();
  const origin = baseUrl();
  page.on('response', (res) => {
    if (res.status() >= 400 && res.url().startsWith(origin))
      problems.push(`${res.status()} ${res.url()} (on ${page.url()})`);
  });
  for (const path of pages) {
    const [errorsBefore, failuresBefore] = [consoleErrors.length, failedRequests.length];
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const hrefs = await page.$$eval('a[href], link[href]', (els) =>
      els.map((e) => (e as HTMLAnchorElement | HTMLLinkElement).href),
    );
    for (const href of hrefs) if (href.startsWith(origin)) links.add(href.split('#')[0] ?? href);
    // Language-choice pages move on at once by design, cancelling their own pending requests.
    const moved = new URL(page.url()).pathname !== path;
    const fresh = [...consoleErrors.slice(errorsBefore), ...failedRequests.slice(failuresBefore)].filter(
      (problem) => !(moved && problem.includes('net::ERR_ABORTED')),
    );
    if (fresh.length > 0) problems.push(`${path}: ${fresh.join(' | ')}`);
  }
  for (const link of links) {
    const res = await fetch(link);
    if (res.status !== 200) problems.push(`broken link ${link}: ${res.status}`);
  }
  await context.close();
  expect(problems).toEqual([]);
  expect(links.size).toBeGreaterThan(pages.length / 2);
}, 900_000);
