import type { Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { settle, gotoSettled } from '@/__tests__/e2e/support/settle';
import { prerenderedPaths } from '@/__tests__/e2e/support/site-pages';
import { loaderSources, loadsAtOnce } from '@/lib/tools/build-steps/hydrate-after-paint';

/*
 * Whole-site crawl, in two parts.
 *
 * 1. Every pre-rendered page, read as HTML with a plain fetch (no browser): it answers 200; every
 *    address on the site that it names answers 200 (links, stylesheets, scripts, the scripts it starts
 *    after its first paint, images, and the data files its payload names, such as the downloads);
 *    nothing in it makes a browser fetch from another origin (src, srcset, poster, a stylesheet,
 *    preload or icon link); a language choice's scripts load at once, every other page's after its
 *    first paint; every chart box (`.activity-chart`) holds its drawing's container and a
 *    legend with at least one series; its payload (index.txt), which a client navigation to it fetches
 *    instead of the HTML, is there; and a language-choice page's English page, where it moves on to in
 *    a browser without a language preference, is there too.
 * 2. One page of each kind, and every page with a chart outside the inventory and projections pages
 *    (the content sections' charts, which no other test draws) in one of the languages, the languages
 *    taking turns (the same code draws the same numbers in each), loaded in Chromium with its scripts: no
 *    console error, no failed request, no request leaving the site, every chart drawn, and every link
 *    the page shows once its scripts have run answers 200. A page's kind is its locale (or language
 *    choice), its section (the first part of the path: inventory, projections, compare …), the scripts
 *    it starts and the components it renders (the CSS modules its classes come from). Pages of one kind
 *    run the same code on their own data, which part 1 reads in every page.
 *
 * The scripts of the other pages run elsewhere: sectors.test.ts shows every sector and item of both
 * periods in English (every sector and its last item in Estonian and Russian) with its charts drawn
 * and no console error, and accessibility.test.ts loads each page type in every language. Loading all
 * 500 pages with their scripts here took three minutes of the suite's two cores, to run the same code
 * on other numbers.
 */
const SKIP = new Set(['/_not-found/', '/404/']);
// Pages load side by side in this many tabs (each its own context), since much of a page's time is
// spent waiting for it to settle; pages and links are fetched as many at a time.
const TABS = 4;
const FETCHES = 8;
const LOCALE_PATH = /^\/(en|et|ru)\//;
/** The chart pages, whose sector items sectors.test.ts shows and draws. */
const SECTOR_PAGE = /^\/(en|et|ru)\/(inventory|projections)\//;

/** Attributes whose address a browser fetches as it reads the page (links and anchors are only followed). */
const FETCHED = ['src', 'srcset', 'poster', 'data'];
const FETCHED_LINK_RELS = /\b(stylesheet|preload|modulepreload|prefetch|icon|apple-touch-icon|manifest)\b/i;
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g;
const ATTRIBUTE = /\s([a-zA-Z:-]+)(?:="([^"]*)")?/g;
/** Class names from CSS modules: the module's hash, an underscore, the name (e.g. B3SjfW_box). */
const CSS_MODULE_CLASS = /^([A-Za-z0-9-]{6})_[A-Za-z]/;
/** Files under /data/ named anywhere in the page as an address of their own (in quotes), its payload included. */
const DATA_FILE = /(?<=")\/data\/[A-Za-z0-9_.\/-]+\.[a-z]+/g;
/** A chart box, up to the end of its legend. */
const CHART_BOX = /class="activity-chart\b[^"]*"[^>]*>([\s\S]*?)<\/ul>/;

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

const decode = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");

/** What a page's HTML names: the addresses it links to and the ones a browser fetches, absolute. */
function addressesIn(html: string, pageUrl: string) {
  const links: string[] = [];
  const fetched: string[] = [];
  // Scripts and styles hold code, not elements (the payload's markup is the same page's, once more).
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  for (const [, tag, attrs = ''] of markup.matchAll(TAG)) {
    const attributes = new Map([...attrs.matchAll(ATTRIBUTE)].map(([, n, v]) => [n!.toLowerCase(), decode(v ?? '')]));
    const name = tag!.toLowerCase();
    const href = attributes.get('href');
    if (href && (name === 'a' || name === 'link')) {
      const isFetched = name === 'link' && FETCHED_LINK_RELS.test(attributes.get('rel') ?? '');
      (isFetched ? fetched : links).push(href);
    }
    for (const attribute of FETCHED) {
      const value = attributes.get(attribute);
      if (!value || (attribute === 'data' && name !== 'object')) continue;
      if (attribute === 'srcset') fetched.push(...value.split(',').map((s) => s.trim().split(/\s+/)[0] ?? ''));
      else fetched.push(value);
    }
  }
  // Scripts named in the page (the loader's list included) and the data files its payload names.
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) fetched.push(decode(src!));
  fetched.push(...loaderSources(html), ...(html.match(DATA_FILE) ?? []));
  const absolute = (list: string[]) =>
    list
      .filter((a) => a && !/^(data|blob|mailto|tel|javascript):/i.test(a) && !a.startsWith('#'))
      .map((a) => new URL(a, pageUrl).href);
  return { links: absolute(links), fetched: absolute(fetched) };
}

/** The kind of a page (see the header): pages of one kind run the same code. */
function kindOf(path: string, html: string): string {
  const locale = LOCALE_PATH.exec(path)?.[1];
  const parts = path
    .split('/')
    .filter(Boolean)
    .slice(locale ? 1 : 0);
  const section = parts[0] ?? '';
  const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, c]) => c!.split(/\s+/));
  const modules = new Set(classes.flatMap((c) => CSS_MODULE_CLASS.exec(c)?.[1] ?? []));
  return [locale ?? 'language choice', section, loaderSources(html).join(' '), [...modules].sort().join(' ')].join(
    ' | ',
  );
}

/** The chart boxes in a page's HTML without their drawing's container or without a series in their legend. */
function incompleteChartBoxes(html: string): number {
  return [...html.matchAll(new RegExp(CHART_BOX, 'g'))].filter(
    ([, box]) => !/class="[^"]*_preview"/.test(box!) || !/<li\b/.test(box!),
  ).length;
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

const origin = baseUrl();
const pages = prerenderedPaths().filter((p) => !SKIP.has(p));

interface PageRead {
  path: string;
  status: number;
  /** Addresses on the site it names (links, what a browser fetches, its payload), and the others it fetches. */
  named: string[];
  foreign: string[];
  incompleteCharts: number;
  /** Whether its scripts load at once rather than after its first paint (a language choice's do). */
  atOnce: boolean;
  /** Whether it has chart boxes that no other test draws with their own data (see the header). */
  chartsDrawnHere: boolean;
  kind: string;
}

/** Fetches a page and reads what part 1 checks, and its kind. */
async function readPage(path: string): Promise<PageRead> {
  const url = `${origin}${path}`;
  const res = await fetch(url);
  const html = await res.text();
  const { links, fetched } = addressesIn(html, url);
  // index.txt: the page's payload, which a client navigation to it fetches instead of its HTML.
  const named = [...links, ...fetched, `${url}index.txt`];
  // A language-choice page moves on to the same page in a language (English, in a browser without a preference).
  if (!LOCALE_PATH.test(path)) named.push(`${origin}/en${path}`);
  return {
    path,
    status: res.status,
    named: named.map((a) => a.split('#')[0] ?? a).filter((a) => a.startsWith(`${origin}/`)),
    foreign: fetched.filter((a) => !a.startsWith(`${origin}/`)),
    incompleteCharts: incompleteChartBoxes(html),
    atOnce: loadsAtOnce(html),
    chartsDrawnHere: !SECTOR_PAGE.test(path) && CHART_BOX.test(html),
    kind: kindOf(path, html),
  };
}

/** The pages with charts that no other test draws, each once in one language, the languages taking turns. */
function chartPagesInTurn(pages: readonly PageRead[]): string[] {
  const languages = new Map<string, string[]>();
  for (const { path, chartsDrawnHere } of pages)
    if (chartsDrawnHere) {
      const bare = path.replace(LOCALE_PATH, '/');
      languages.set(bare, [...(languages.get(bare) ?? []), path]);
    }
  return [...languages.values()].map((paths, i) => paths[i % paths.length]!);
}

let read: PageRead[] = [];
beforeAll(async () => {
  const found: PageRead[] = [];
  await inLanes(pages, FETCHES, async (path) => void found.push(await readPage(path)));
  read = found.sort((a, b) => a.path.localeCompare(b.path));
}, 120_000);

test('every page, from its HTML: it answers, and everything it names on the site answers, with nothing fetched from another origin and every chart box complete', async () => {
  expect(pages.length).toBeGreaterThan(1);
  expect(read.length).toBe(pages.length);
  const problems: string[] = [];
  /** Every address on the site to fetch, with the first page that names it. */
  const addresses = new Map<string, string>();
  for (const page of read) {
    if (page.status !== 200) problems.push(`${page.path}: ${page.status}`);
    for (const address of page.foreign) problems.push(`${page.path}: fetches from another origin: ${address}`);
    // A language choice is hidden for a moment, its paint held back: its script, which moves on to the
    // reader's language, must not wait for that paint. Every other page shows its text first.
    if (page.atOnce === LOCALE_PATH.test(page.path))
      problems.push(`${page.path}: scripts loaded ${page.atOnce ? 'at once' : 'after the first paint'}`);
    if (page.incompleteCharts > 0)
      problems.push(`${page.path}: ${page.incompleteCharts} chart box(es) without a drawing's container or legend`);
    for (const address of page.named) if (!addresses.has(address)) addresses.set(address, page.path);
  }
  // An answer's status is all that is read: HEAD, as a link checker asks.
  await inLanes([...addresses], FETCHES, async ([address, page]) => {
    const res = await fetch(address, { method: 'HEAD' });
    if (res.status !== 200) problems.push(`${address} (named by ${page}): ${res.status}`);
  });
  expect(problems).toEqual([]);
  expect(addresses.size).toBeGreaterThan(pages.length);
  // The kinds are told apart by their CSS modules: every page in a language has some.
  expect(read.filter((p) => LOCALE_PATH.test(p.path) && p.kind.endsWith(' | ')).map((p) => p.path)).toEqual([]);
}, 300_000);

test('one page of each kind loads with its scripts with no console error, no failed request, no request leaving the site, every chart drawn and no broken link', async () => {
  const kinds = new Map<string, string>();
  for (const page of read) if (!kinds.has(page.kind)) kinds.set(page.kind, page.path);
  const charted = chartPagesInTurn(read);
  const sample = [...new Set([...kinds.values(), ...charted])];
  const named = new Set(read.flatMap((p) => p.named));
  // Every section of the site, in every language and as a language choice, is among them.
  const sectionOf = (path: string) =>
    path
      .split('/')
      .slice(1, LOCALE_PATH.test(path) ? 3 : 2)
      .join('/');
  const sampled = new Set(sample.map(sectionOf));
  expect([...new Set(pages.map(sectionOf))].filter((s) => !sampled.has(s))).toEqual([]);
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
  await inLanes(sample, TABS, async (path, lane) => {
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
    for (const href of await linksOn(page)) {
      const bare = href.split('#')[0] ?? href;
      if (bare.startsWith(origin) && !named.has(bare)) links.add(bare);
    }
    // A request the browser cancels (net::ERR_ABORTED) is no fault of the site: language-choice pages
    // move on at once by design, and the next page's navigation cancels what the previous one fetches
    // when idle (the Chart.js chunk), whose failure events can arrive after the next page has started.
    // Answers of 400 and more are counted above, whatever page asked.
    const fresh = [...consoleErrors.slice(errorsBefore), ...failedRequests.slice(failuresBefore)].filter(
      (problem) => !problem.includes('net::ERR_ABORTED'),
    );
    if (fresh.length > 0) problems.push(`${path}: ${fresh.join(' | ')}`);
  });
  await Promise.all(tabs.map((tab) => tab.close()));
  await inLanes([...links], FETCHES, async (link) => {
    const res = await fetch(link, { method: 'HEAD' });
    if (res.status !== 200) problems.push(`broken link ${link}: ${res.status}`);
  });
  expect(problems).toEqual([]);
  // Every chart path once, in each language in turn; far fewer pages than the site has, and more
  // than a few in each language.
  expect(new Set(charted.map((path) => LOCALE_PATH.exec(path)?.[1])).size).toBe(3);
  expect(sample.length).toBeGreaterThan(3 * 10);
  expect(sample.length).toBeLessThan(pages.length / 4);
}, 300_000);
