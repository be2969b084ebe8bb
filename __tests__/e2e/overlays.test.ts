/**
 * Targets and events on the chart pages in Chromium against the built site: every target and event
 * of the data files is listed with its source link in both languages, the event markers show and
 * hide with the checkbox (events=0 round-trips through the URL), the readout gives the 2024 cut
 * against 1990, the effort-sharing chart shades its projection years, and axe finds nothing.
 */
import { inTurn } from '@/__tests__/e2e/support/in-turn';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Page } from 'playwright-core';
import { auditPage } from '@/__tests__/e2e/support/axe';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { eventually } from '@/__tests__/e2e/support/eventually';
import { settledQuery } from '@/__tests__/e2e/support/chart-view';

jest.setTimeout(60000);

const chromium = useBrowser();

interface Sourced {
  id: string;
  /** A title in its own language (`lang`) or the act's title in each language. */
  source: { title: string | { en: string; et: string }; url: string; lang?: string };
}
/** The data files as written (the expected values come from them, not from the site's compiler). */
const readData = <T>(file: string, key: string) =>
  (yaml.load(readFileSync(path.join(process.cwd(), 'data', file), 'utf8')) as Record<string, T[]>)[key]!;
const targets = readData<Sourced & { year: number; basis: { lulucf: string } }>('targets.yml', 'targets');
const events = readData<Sourced & { year: number; title: { en: string; et: string } }>('events.yml', 'events');

const query = settledQuery;
/** The marks of the emissions chart (the one drawing with a signature), as SVG or, once live, on the canvas. */
const chartMarks = (page: Page) =>
  page.evaluate(() => {
    const chart = document.querySelector('[data-signature]');
    if (chart instanceof HTMLCanvasElement)
      return {
        events: (chart.dataset.eventMarks ?? '').split(' ').filter(Boolean),
        targets: Number(chart.dataset.targetMarks ?? 0),
      };
    return {
      events: [...(chart?.querySelectorAll('[data-event-mark]') ?? [])].map((g) => g.getAttribute('data-event-mark')),
      targets: chart?.querySelectorAll('[data-target-mark]').length ?? 0,
    };
  });
const eventMarks = async (page: Page) => (await chartMarks(page)).events;
async function chartDrawn(page: Page) {
  await page.getByTestId('summary').waitFor();
  await page.locator('[data-signature]').waitFor();
}

describe.each(['en', 'et'] as const)('%s', (locale) => {
  const turn = inTurn(['en', 'et'] as const, locale);
  turn.test('every target and event is listed under the chart with its source link, in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/${locale}/inventory/`)).text();
    for (const t of [...targets, ...events]) expect(html).toContain(`href="${t.source.url.replace(/&/g, '&amp;')}"`);
    const { page, close } = await openPage(chromium.browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/${locale}/inventory/`);
    const targetItems = page.locator('[data-testid="target-list"] li');
    expect(await targetItems.count()).toBe(targets.length);
    for (const t of targets) {
      const link = page.locator(`[data-target="${t.id}"] a`);
      expect(await link.getAttribute('href')).toBe(t.source.url);
      const title = t.source.title;
      expect(await link.textContent()).toBe(typeof title === 'string' ? title : title[locale]);
      // A title in another language than the page's is marked with its language.
      expect(await link.getAttribute('lang')).toBe(t.source.lang && t.source.lang !== locale ? t.source.lang : null);
    }
    // The site's own words about a source are in the page's language: no English gloss on the Estonian page.
    if (locale === 'et') {
      const list = (await page.getByTestId('target-list').textContent())!;
      expect(list).toContain('(Euroopa Parlamendi ülevaade, inglise keeles; avaldatud juunis 2021)');
      expect(list).not.toMatch(/2005 base|briefing/);
    }
    // The targets whose source does not say whether LULUCF counts say so: the 2030 plan and three of the 2025 draft.
    const unstated = targets.filter((t) => t.basis.lulucf === 'unstated');
    expect(unstated).toHaveLength(4);
    const unstatedWords = locale === 'en' ? 'not stated by the source' : 'allikas ei täpsusta';
    for (const t of unstated)
      expect(await page.locator(`[data-target="${t.id}"]`).textContent()).toContain(unstatedWords);
    // The 2025 climate-law targets are listed as a draft, not as law.
    const drafts = page.locator('[data-testid="target-list"] li[data-status="draft"]');
    expect(await drafts.count()).toBe(4);
    expect(await drafts.first().textContent()).toContain(locale === 'en' ? 'Draft, not law' : 'Eelnõu, mitte seadus');
    // One number for the 2030 effort-sharing limit, as on the effort-sharing chart (6 196 136 t × 0.76).
    expect(await page.locator('[data-target="esr-2030-limit"]').textContent()).toContain(
      locale === 'en' ? '4709\u00a0kt CO2 eq' : '4709\u00a0kt CO2 ekv',
    );
    const eventItems = page.locator('[data-testid="event-list"] ol > li');
    expect(await eventItems.count()).toBe(events.length);
    for (const [i, e] of events.entries()) {
      const item = eventItems.nth(i);
      expect(await item.getAttribute('data-event')).toBe(e.id);
      expect(await item.textContent()).toContain(e.title[locale]);
      expect(await item.textContent()).toContain(String(e.year));
      expect(await item.locator('a').getAttribute('href')).toBe(e.source.url);
    }
    await close();
  });

  turn.test('the readout gives the 2024 cut against 1990 and the 2030 aim', async () => {
    const { page, close } = await openPage(chromium.browser);
    await page.goto(`${baseUrl()}/${locale}/inventory/`);
    await chartDrawn(page);
    // 1 − 10 240.6 / 40 342.4 = 0.7462 → 74.6 %
    expect(await page.getByTestId('target-readout').textContent()).toBe(
      locale === 'en'
        ? '2024: 74.6\u00a0% below 1990 (national total without LULUCF); the 2030 aim is −70\u00a0%.'
        : '2024: 74,6\u00a0% väiksem kui 1990. aastal (riigi koguheide ilma LULUCF-ita); 2030. aasta eesmärk on −70\u00a0%.',
    );
    // Not on a view in % (the targets' basis is kt CO2 eq).
    await page.goto(`${baseUrl()}/${locale}/inventory/?view=change`);
    await chartDrawn(page);
    expect(await page.getByTestId('target-readout').count()).toBe(0);
    expect((await chartMarks(page)).targets).toBe(0);
    await close();
  });
});

test('event markers 1–6 show by default and hide with the checkbox; events=0 round-trips', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/`);
  await chartDrawn(page);
  expect(await eventMarks(page)).toEqual(events.map((_, i) => String(i + 1)));
  // The one adopted national-total target (2030) lies after 2024: drawn at the chart's right edge; drafts are only listed.
  expect((await chartMarks(page)).targets).toBe(1);
  const toggle = page.getByTestId('events-toggle');
  expect(await toggle.isChecked()).toBe(true);
  await toggle.uncheck();
  await eventually(
    () => query(page),
    (q) => expect(q).toBe('?events=0'),
  );
  await eventually(
    () => eventMarks(page),
    (marks) => expect(marks).toEqual([]),
  );
  await page.reload();
  await chartDrawn(page);
  expect(await query(page)).toBe('?events=0');
  expect(await page.getByTestId('events-toggle').isChecked()).toBe(false);
  expect(await eventMarks(page)).toEqual([]);
  await page.getByTestId('events-toggle').check();
  await eventually(
    () => query(page),
    (q) => expect(q).toBe(''),
  );
  // The click is intent towards the chart: the marks may be read from the drawing or, once it has taken over, the canvas.
  await eventually(
    () => eventMarks(page),
    (marks) => expect(marks).toHaveLength(events.length),
  );
  expect(consoleErrors).toEqual([]);
  await close();
});

test('the projections page marks the events of its years; its effort-sharing chart shades and dashes the projection years', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/projections/`);
  await chartDrawn(page);
  // The 2019 projection's years are 2015–2040: the events from 2015 on.
  expect(await eventMarks(page)).toHaveLength(events.filter((e) => e.year >= 2015).length);
  await page.goto(`${baseUrl()}/en/projections/sector/ets_esr/total_projections/`);
  // The item's third chart: the effort-sharing projections reported in 2025 (after the 2019 round's two).
  const esr = page.locator('section.activity-content', { hasText: 'Effort-sharing (ESR) emissions' });
  const chart = esr.locator('.activity-chart svg[data-preview]');
  await chart.waitFor();
  expect(await chart.locator('rect[data-projection-zone]').count()).toBe(1);
  expect(await chart.locator('polyline[stroke-dasharray]').count()).toBeGreaterThanOrEqual(3);
  expect(await esr.getByTestId('projection-zone-note').textContent()).toContain('Shaded, from 2023: projections;');
  await close();
});

test.each(['inventory/', 'projections/', 'projections/sector/ets_esr/total_projections/'])(
  '/en/%s with targets and events has no axe violations',
  async (pagePath) => {
    const { page, close } = await openPage(chromium.browser, { reducedMotion: 'reduce', bypassCSP: true });
    await page.goto(`${baseUrl()}/en/${pagePath}`, { waitUntil: 'networkidle' });
    expect(await auditPage(page)).toEqual([]);
    await close();
  },
);
