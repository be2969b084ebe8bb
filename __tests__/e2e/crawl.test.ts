import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { settle, gotoSettled } from '@/__tests__/e2e/support/settle';
import { prerenderedPaths } from '@/__tests__/e2e/support/site-pages';

// Whole-site crawl: every pre-rendered page in every locale, every internal link and asset.
const SKIP = new Set(['/_not-found/', '/404/']);
// Pages load side by side in this many tabs (each its own context), since much of a page's time is
// spent waiting for it to settle; links are checked as many at a time.
const TABS = 4;
const LOCALE_PATH = /^\/(en|et|ru)\//;
const FETCHES = 8;

const chromium = useBrowser();

/** Runs `work` on every item, `lanes` at a time, each lane taking the next item when it is free. */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T, lane: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (next < items.length) await work(items[next++] as T, lane);
    }),
  );
}

/** The links of the page; a language-choice page that moves on while they are read is read where it lands. */
async function linksOn(page: Page): Promise<string[]> {
  const read = () =>
    page.$$eval('a[href], link[href]', (els) => els.map((e) => (e as HTMLAnchorElement | HTMLLinkElement).href));
  try {
    return await read();
  } catch {
    await settle(page);
    return read();
  }
}

/**
 * Opens a page and waits for it to settle (support/settle). A language-choice page moves on by itself:
 * the move can interrupt the page's own load (then the tab is read where it landed), or abort the
 * next navigation of the same tab (net::ERR_ABORTED: then the page is opened once more, after the tab
 * has settled).
 */
async function visit(page: Page, url: string, retry = true): Promise<void> {
  try {
    await gotoSettled(page, url);
  } catch (error) {
    const message = String(error);
    const interrupted = message.includes('is interrupted by another navigation');
    if (!interrupted && !(retry && message.includes('net::ERR_ABORTED'))) throw error;
    await settle(page);
    if (!interrupted) await visit(page, url, false);
  }
}

/** The chart boxes of a page (activity charts) whose drawing, an SVG until pointed at, is not there. */
const undrawnCharts = (page: Page) =>
  page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.activity-chart')].every((box) =>
          box.querySelector('svg[data-preview], canvas'),
        ),
      null,
      { timeout: 10_000 },
    )
    .then(
      () => 0,
      () => page.$$eval('.activity-chart', (boxes) => boxes.filter((b) => !b.querySelector('svg, canvas')).length),
    );

test('every page loads with no console error, no failed request, no request leaving the site, every chart drawn and no broken internal link', async () => {
  const pages = prerenderedPaths().filter((p) => !SKIP.has(p));
  expect(pages.length).toBeGreaterThan(1);
  const origin = baseUrl();
  const problems: string[] = [];
  const links = new Set<string>();
  const tabs = await Promise.all(Array.from({ length: TABS }, () => openPage(chromium.browser)));
  for (const { page } of tabs) {
    page.on('response', (res) => {
      if (res.status() >= 400 && res.url().startsWith(origin))
        problems.push(`${res.status()} ${res.url()} (on ${page.url()})`);
    });
    page.on('request', (req) => {
      if (!req.url().startsWith(origin)) problems.push(`request leaving the site: ${req.url()} (on ${page.url()})`);
    });
  }
  await inLanes(pages, TABS, async (path, lane) => {
    const { page, consoleErrors, failedRequests } = tabs[lane]!;
    const [errorsBefore, failuresBefore] = [consoleErrors.length, failedRequests.length];
    await visit(page, `${origin}${path}`);
    // A language-choice page (outside /en/, /et/ and /ru/) moves on by itself: its links are read where it lands.
    if (!LOCALE_PATH.test(path)) {
      await page.waitForURL((url) => LOCALE_PATH.test(url.pathname));
      await settle(page);
    }
    const undrawn = await undrawnCharts(page);
    if (undrawn > 0) problems.push(`${path}: ${undrawn} chart(s) not drawn`);
    const hrefs = await linksOn(page);
    for (const href of hrefs) if (href.startsWith(origin)) links.add(href.split('#')[0] ?? href);
    // A request the browser cancels (net::ERR_ABORTED) is no fault of the site: language-choice pages
    // move on at once by design, and the next page's navigation cancels what the previous one fetches
    // when idle (the Chart.js chunk), whose failure events can arrive after the next page has started.
    // Answers of 400 and more are counted above, whatever page asked.
    const fresh = [...consoleErrors.slice(errorsBefore), ...failedRequests.slice(failuresBefore)].filter(
      (problem) => !problem.includes('net::ERR_ABORTED'),
    );
    if (fresh.length > 0) problems.push(`${path}: ${fresh.join(' | ')}`);
  });
  await Promise.all(tabs.map(({ context }) => context.close()));
  await inLanes([...links], FETCHES, async (link) => {
    const res = await fetch(link);
    if (res.status !== 200) problems.push(`broken link ${link}: ${res.status}`);
  });
  expect(problems).toEqual([]);
  expect(links.size).toBeGreaterThan(pages.length / 2);
}, 900_000);
