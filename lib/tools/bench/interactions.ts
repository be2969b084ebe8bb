/**
 * The bench's interactions: every control of the chart pages, the compare page, the sector pie and
 * a sector page's side menu, used as a person would (Playwright's real pointer and keyboard input)
 * on a page that has gone idle, with the CPU slowed down 4× from then on. Each use is read from
 * the Event Timing API (lib/tools/bench/interaction-timing.ts), with the longest task in the
 * seconds after it. Each control gets a fresh page per load; the loads go round the controls in
 * turn, and, given several exports (before and after a change), each control's loads alternate
 * between them, so that a busier stretch of the machine weighs on all alike.
 */
import type { Browser, Page } from 'playwright-core';
import { interactionTiming, type EventEntry, type InteractionTiming } from '@/lib/tools/bench/interaction-timing';
import { CPU_SLOWDOWN } from '@/lib/tools/bench/long-tasks';
import { median } from '@/lib/tools/bench/stats';

interface Control {
  name: string;
  url: string;
  /** What the reader does before (at full speed): open a panel, bring the pie into view. */
  prepare?: (page: Page) => Promise<void>;
  /** The use of the control that is measured. */
  act: (page: Page) => Promise<void>;
}

/** The bare page: a click on its text, which no script answers. Its figures are the noise floor. */
export const BARE_CONTROL = 'bare page: click on text';

const INVENTORY = '/en/inventory/';
const radio = (name: string, value: string) => (page: Page) =>
  page.locator(`input[name="${name}"][value="${value}"]`).click();
const checkbox = (testId: string, label: string) => (page: Page) =>
  page.getByTestId(testId).getByLabel(label, { exact: true }).click();
/** Keyboard: focus the control (before the slowdown), then one arrow key. */
const focusThen = (selector: string) => (page: Page) => page.locator(selector).first().focus();
const key = (k: string) => (page: Page) => page.keyboard.press(k);
/** Opens a folded list of checkboxes. */
const unfold = (testId: string, name: RegExp) => (page: Page) =>
  page.getByTestId(testId).getByRole('button', { name }).click();
const viewRadio = (value: string) => radio('view', value);

export const CONTROLS: Control[] = [
  { name: BARE_CONTROL, url: '/reference/', act: (page) => page.locator('h1').click() },
  { name: 'level → by sector', url: INVENTORY, act: radio('level', 'sector') },
  { name: 'level → by category', url: INVENTORY, act: radio('level', 'cat') },
  { name: 'level → by sub-category', url: INVENTORY, act: radio('level', 'subCat') },
  {
    name: 'pollutant (keyboard)',
    url: INVENTORY,
    prepare: focusThen('[data-testid="gas-select"]'),
    act: key('ArrowDown'),
  },
  {
    name: 'submission (keyboard)',
    url: INVENTORY,
    prepare: focusThen('[data-testid="submission-select"]'),
    act: key('ArrowDown'),
  },
  { name: 'view → change since first year', url: INVENTORY, act: viewRadio('change') },
  { name: 'view → share of total', url: INVENTORY, act: viewRadio('share') },
  { name: 'view → revisions', url: INVENTORY, act: viewRadio('revisions') },
  { name: 'view → per person', url: INVENTORY, act: viewRadio('per-capita') },
  { name: 'view → what drove the change', url: INVENTORY, act: viewRadio('drivers') },
  {
    name: 'sector filter',
    url: `${INVENTORY}?level=sector`,
    prepare: unfold('filter-sector', /Sectors/),
    act: checkbox('filter-sector', 'Waste'),
  },
  {
    name: 'category filter',
    url: `${INVENTORY}?level=cat`,
    prepare: unfold('filter-cat', /Categories/),
    act: (page) => page.getByTestId('filter-cat').locator('input[type="checkbox"]').nth(1).click(),
  },
  {
    name: 'year filter',
    url: INVENTORY,
    prepare: unfold('filter-years', /Years/),
    act: checkbox('filter-years', '1990'),
  },
  { name: 'events on the chart', url: INVENTORY, act: (page) => page.getByTestId('events-toggle').click() },
  {
    name: 'drivers years (keyboard)',
    url: `${INVENTORY}?view=drivers`,
    prepare: focusThen('[data-testid="drivers-from"]'),
    act: key('ArrowDown'),
  },
  { name: 'projections: level → by sector', url: '/en/projections/', act: radio('level', 'sector') },
  {
    name: 'compare: per person',
    url: '/en/compare/',
    act: (page) => page.getByRole('radio', { name: 'Per person' }).click(),
  },
  { name: 'compare: index', url: '/en/compare/', act: (page) => page.getByRole('radio', { name: /^Index/ }).click() },
  {
    name: 'compare: country',
    url: '/en/compare/',
    act: (page) => page.locator('input[name="countries"][value="lva"]').click(),
  },
  {
    name: 'compare: sector (keyboard)',
    url: '/en/compare/',
    prepare: focusThen('main select'),
    act: key('ArrowDown'),
  },
  {
    name: 'pie: year slider (keyboard)',
    url: INVENTORY,
    prepare: async (page) => {
      // The pie's live chart comes once its still drawing nears the viewport.
      await page.getByTestId('pie-still').scrollIntoViewIfNeeded();
      await page.locator('#pie-year').focus();
    },
    act: key('ArrowRight'),
  },
  {
    name: 'sector page: side menu',
    url: '/en/inventory/sector/energy/',
    act: (page) => page.getByRole('link', { name: 'Transport sector' }).click(),
  },
];

// Kept as source text: a bundler's helpers (e.g. tsx's __name) would not exist in the page.
const OBSERVE = `(() => {
  window.__events = [];
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime,
        processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  window.__inputAt = performance.now();
})()`;

/** Whether the page's script is there: the chart island has replaced the still filters, the pie is drawn. */
const READY = `(() => {
  const still = document.querySelector('[data-testid="view-switch"]');
  if (still && still.disabled) return false;
  if (location.pathname.startsWith('/en/compare/')) return Boolean(document.querySelector('main canvas, main svg'));
  return true;
})()`;

/** How long after the input the page is left to do its work (the chart, the table, a fetch). */
const SETTLE_MS = 3000;

export interface ControlLoad extends InteractionTiming {
  /** The longest task (Long Tasks API) that started after the input, 0 for none over 50 ms. */
  longestTaskMs: number;
}

async function pollTrue(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await page.waitForTimeout(50);
  }
}

/** One load of a page, one use of its control at 4× CPU slowdown after the page has gone idle. */
async function measureOnce(browser: Browser, origin: string, control: Control): Promise<ControlLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${control.url}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // The chart pages fetch their island once idle; the reader comes after it is there.
    await pollTrue(page, READY, 15000);
    await control.prepare?.(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(OBSERVE);
    await control.act(page);
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    const { events, tasks, inputAt } = (await page.evaluate(
      '({ events: window.__events, tasks: window.__tasks, inputAt: window.__inputAt })',
    )) as { events: EventEntry[]; tasks: { startTime: number; duration: number }[]; inputAt: number };
    const after = tasks.filter((t) => t.startTime >= inputAt).map((t) => t.duration);
    return { ...interactionTiming(events), longestTaskMs: Math.round(Math.max(0, ...after)) };
  } finally {
    await context.close();
  }
}

/** The figures of one control over its loads on one export. */
export interface ControlFigures {
  loads: ControlLoad[];
  medianMs: number;
  maxMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  longestTaskMs: number;
}

const summarise = (loads: ControlLoad[]): ControlFigures => {
  const med = (k: keyof Omit<ControlLoad, 'event'>) => Math.round(median(loads.map((l) => l[k])));
  return {
    loads,
    medianMs: med('durationMs'),
    maxMs: Math.max(...loads.map((l) => l.durationMs)),
    inputDelayMs: med('inputDelayMs'),
    processingMs: med('processingMs'),
    presentationMs: med('presentationMs'),
    longestTaskMs: Math.max(...loads.map((l) => l.longestTaskMs)),
  };
};

/**
 * Each control (those whose name matches `only`, the bare page always) `runs` times on each origin;
 * per origin (named by its key), per control, the figures.
 */
export async function measureInteractions(options: {
  browser: Browser;
  origins: Record<string, string>;
  runs: number;
  only?: RegExp;
  log?: (line: string) => void;
}): Promise<Record<string, Record<string, ControlFigures>>> {
  const { browser, origins, runs, only, log } = options;
  const controls = CONTROLS.filter((c) => c.name === BARE_CONTROL || !only || only.test(c.name));
  const loads: Record<string, Record<string, ControlLoad[]>> = Object.fromEntries(
    Object.keys(origins).map((o) => [o, Object.fromEntries(controls.map((c) => [c.name, []]))]),
  );
  for (let i = 0; i < runs; i++)
    for (const control of controls)
      for (const [name, origin] of Object.entries(origins)) {
        const load = await measureOnce(browser, origin, control);
        loads[name]![control.name]!.push(load);
        log?.(`  ${name} ${control.name} run ${i + 1}: ${load.durationMs} ms (${load.event})`);
      }
  return Object.fromEntries(
    Object.entries(loads).map(([o, byControl]) => [
      o,
      Object.fromEntries(Object.entries(byControl).map(([c, l]) => [c, summarise(l)])),
    ]),
  );
}

/** The section "Interactions" of bench/results.md: one row per control, each export's figures side by side. */
export function renderInteractions(figures: Record<string, Record<string, ControlFigures>>, runs: number): string[] {
  const exports = Object.keys(figures);
  const controls = Object.keys(figures[exports[0]!] ?? {});
  const cells = (f: ControlFigures | undefined) =>
    f
      ? `${f.medianMs} | ${f.maxMs} | ${f.inputDelayMs} / ${f.processingMs} / ${f.presentationMs} | ${f.longestTaskMs || '–'}`
      : '– | – | – | –';
  const head = exports.length > 1 ? exports.map((e) => ` (${e})`) : [''];
  return [
    '## Interactions',
    '',
    `Each control used as a person would (pointer or keyboard) after the page went idle, the CPU slowed down ${CPU_SLOWDOWN}× from then on, 1280 × 900 px, ${runs} loads per control. Event Timing API: the interaction's duration from the input to the next paint (as INP counts it, in steps of 8 ms; at most 16 ms when no entry is reported), the median's input delay / processing / presentation, and the longest task in the ${SETTLE_MS / 1000} s after the input (Long Tasks API; – for none over 50 ms). The bare page's click, which no script answers, is the noise floor.`,
    '',
    `| control | ${head.map((h) => `median ms${h} | max ms${h} | delay / processing / presentation ms${h} | longest task after ms${h}`).join(' | ')} |`,
    `| --- | ${head.map(() => '--- | --- | --- | ---').join(' | ')} |`,
    ...controls.map((c) => `| ${c} | ${exports.map((e) => cells(figures[e]![c])).join(' | ')} |`),
  ];
}
