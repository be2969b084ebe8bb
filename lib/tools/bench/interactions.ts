/**
 * The bench's interactions: every control of the chart pages, the compare page, the sector pie and
 * a sector page's side menu, used as a person would (Playwright's real pointer and keyboard input:
 * the pointer over the control or the focus on it, then, once the page has gone idle and with the
 * CPU slowed down 4× from then on, a click or a key). Each use is read from
 * the Event Timing API (lib/tools/bench/interaction-timing.ts), with the longest task from the
 * input until the view has settled and what follows it (a chart drawn from an effect) is done.
 * Each control gets a fresh page per load; the loads go round the controls in turn, and, given
 * several exports (before and after a change), each control's loads alternate between them, so
 * that a busier stretch of the machine weighs on all alike.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { interactionTiming, type EventEntry, type InteractionTiming } from '@/lib/tools/bench/interaction-timing';
import { CPU_SLOWDOWN } from '@/lib/tools/bench/long-tasks';
import { median } from '@/lib/tools/bench/stats';

interface Control {
  name: string;
  url: string;
  /** What the reader does first (at full speed): open a folded list, bring the pie into view. */
  prepare?: (page: Page) => Promise<void>;
  /** The control. */
  target: (page: Page) => Locator;
  /** A key pressed on the focused control; without, the control is clicked. */
  key?: string;
}

/** The bare page: a click on its text, which no script answers. Its figures are the noise floor. */
export const BARE_CONTROL = 'bare page: click on text';

const INVENTORY = '/en/inventory/';
const radio = (name: string, value: string) => (page: Page) => page.locator(`input[name="${name}"][value="${value}"]`);
const checkbox = (testId: string, label: string) => (page: Page) =>
  page.getByTestId(testId).getByLabel(label, { exact: true });
const testId = (id: string) => (page: Page) => page.getByTestId(id);
/** Opens a folded list of checkboxes. */
const unfold = (id: string, name: RegExp) => (page: Page) => page.getByTestId(id).getByRole('button', { name }).click();
const viewRadio = (value: string) => radio('view', value);

const CONTROLS: Control[] = [
  { name: BARE_CONTROL, url: '/reference/', target: (page) => page.locator('h1') },
  { name: 'level → by sector', url: INVENTORY, target: radio('level', 'sector') },
  { name: 'level → by category', url: INVENTORY, target: radio('level', 'cat') },
  { name: 'level → by sub-category', url: INVENTORY, target: radio('level', 'subCat') },
  { name: 'pollutant (keyboard)', url: INVENTORY, target: testId('gas-select'), key: 'ArrowDown' },
  { name: 'submission (keyboard)', url: INVENTORY, target: testId('submission-select'), key: 'ArrowDown' },
  { name: 'view → change since first year', url: INVENTORY, target: viewRadio('change') },
  { name: 'view → share of total', url: INVENTORY, target: viewRadio('share') },
  { name: 'view → revisions', url: INVENTORY, target: viewRadio('revisions') },
  { name: 'view → per person', url: INVENTORY, target: viewRadio('per-capita') },
  { name: 'view → what drove the change', url: INVENTORY, target: viewRadio('drivers') },
  {
    name: 'sector filter',
    url: `${INVENTORY}?level=sector`,
    prepare: unfold('filter-sector', /Sectors/),
    target: checkbox('filter-sector', 'Waste'),
  },
  {
    name: 'category filter',
    url: `${INVENTORY}?level=cat`,
    prepare: unfold('filter-cat', /Categories/),
    target: (page) => page.getByTestId('filter-cat').locator('input[type="checkbox"]').nth(1),
  },
  {
    name: 'year filter',
    url: INVENTORY,
    prepare: unfold('filter-years', /Years/),
    target: checkbox('filter-years', '1990'),
  },
  { name: 'events on the chart', url: INVENTORY, target: testId('events-toggle') },
  {
    name: 'drivers years (keyboard)',
    url: `${INVENTORY}?view=drivers`,
    target: testId('drivers-from'),
    key: 'ArrowDown',
  },
  { name: 'projections: level → by sector', url: '/en/projections/', target: radio('level', 'sector') },
  {
    name: 'compare: per person',
    url: '/en/compare/',
    target: (page) => page.getByRole('radio', { name: 'Per person' }),
  },
  { name: 'compare: index', url: '/en/compare/', target: (page) => page.getByRole('radio', { name: /^Index/ }) },
  {
    name: 'compare: country',
    url: '/en/compare/',
    target: (page) => page.locator('input[name="countries"][value="lva"]'),
  },
  {
    name: 'compare: sector (keyboard)',
    url: '/en/compare/',
    target: (page) => page.locator('main select').first(),
    key: 'ArrowDown',
  },
  {
    name: 'pie: year slider (keyboard)',
    url: INVENTORY,
    // The pie's live chart comes once its still drawing nears the viewport.
    prepare: (page) => page.getByTestId('pie-still').scrollIntoViewIfNeeded(),
    target: (page) => page.locator('#pie-year'),
    key: 'ArrowRight',
  },
  {
    // Keystroke → first results: the search opened with `/` and its index loaded, one more letter typed.
    name: 'search: keystroke → results',
    url: INVENTORY,
    prepare: async (page) => {
      await page.keyboard.press('/');
      await page.locator('dialog[open] input[role="combobox"]').pressSequentially('enteri');
      await page.locator('[role="option"]').first().waitFor();
    },
    target: (page) => page.locator('dialog[open] input[role="combobox"]'),
    key: 'c',
  },
  {
    name: 'sector page: side menu',
    url: '/en/inventory/sector/energy/',
    target: (page) => page.getByRole('link', { name: 'Transport sector' }),
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

/**
 * The time in the page once its view shows the reader's last choice: the chart region neither
 * loading files nor waiting for a deferred render or its table's rows (`data-pending`); false before.
 * A function, not source text: the pages' CSP forbids the eval that a text predicate would need.
 */
const settledAt = () => !document.querySelector('section[aria-busy="true"], [data-pending]') && performance.now();
/** How long after the view settled the page is left to finish what follows it (the chart's drawing, the address). */
const AFTER_SETTLED_MS = 2000;

interface ControlLoad extends InteractionTiming {
  /** The longest task (Long Tasks API) that started after the input, 0 for none over 50 ms. */
  longestTaskMs: number;
  /** Input → the view settled (ms). */
  settledMs: number;
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
    // The reader's pointer or keyboard focus comes to the control first (what that brings, e.g. the
    // chart code on a pointer near the chart, is not part of the measured use).
    const target = control.target(page);
    await (control.key ? target.focus() : target.hover());
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(OBSERVE);
    await (control.key ? page.keyboard.press(control.key) : target.click());
    // The input's own render has marked the view pending by now (React renders a discrete input at once).
    const settled = await page.waitForFunction(settledAt, undefined, { polling: 'raf', timeout: 30000 });
    const settledMs = (await settled.jsonValue()) as number;
    await page.waitForTimeout(AFTER_SETTLED_MS);
    await page.waitForLoadState('networkidle');
    const { events, tasks, inputAt } = (await page.evaluate(
      '({ events: window.__events, tasks: window.__tasks, inputAt: window.__inputAt })',
    )) as { events: EventEntry[]; tasks: { startTime: number; duration: number }[]; inputAt: number };
    const after = tasks.filter((t) => t.startTime >= inputAt).map((t) => t.duration);
    return {
      ...interactionTiming(events),
      longestTaskMs: Math.round(Math.max(0, ...after)),
      settledMs: Math.round(settledMs - inputAt),
    };
  } finally {
    await context.close();
  }
}

/** The figures of one control over its loads on one export. */
interface ControlFigures {
  loads: ControlLoad[];
  medianMs: number;
  maxMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** The longest task after the input (0 for none over 50 ms): its median and maximum over the loads. */
  longestTaskMedianMs: number;
  longestTaskMaxMs: number;
  settledMs: number;
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
    longestTaskMedianMs: med('longestTaskMs'),
    longestTaskMaxMs: Math.max(...loads.map((l) => l.longestTaskMs)),
    settledMs: med('settledMs'),
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
        log?.(
          `  ${name} ${control.name} run ${i + 1}: ${load.durationMs} ms (${load.event}), longest task after ${load.longestTaskMs} ms, settled after ${load.settledMs} ms`,
        );
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
  const task = (ms: number) => (ms ? String(ms) : '–');
  const cells = (f: ControlFigures | undefined) =>
    f
      ? `${f.medianMs} | ${f.maxMs} | ${f.inputDelayMs} / ${f.processingMs} / ${f.presentationMs} | ${task(f.longestTaskMedianMs)} / ${task(f.longestTaskMaxMs)} | ${f.settledMs}`
      : '– | – | – | – | –';
  const head = exports.length > 1 ? exports.map((e) => ` (${e})`) : [''];
  return [
    '## Interactions',
    '',
    `Each control used as a person would (pointer or keyboard) after the page went idle, the CPU slowed down ${CPU_SLOWDOWN}× from then on, 1280 × 900 px, ${runs} loads per control. Event Timing API: the interaction's duration from the input to the next paint (as INP counts it, in steps of 8 ms; at most 16 ms when no entry is reported), the median's input delay / processing / presentation; the longest task from the input until the view has settled (no pending render, file or table rows) and ${AFTER_SETTLED_MS / 1000} s more for what follows it, such as the chart's drawing (Long Tasks API; median / max of the loads; – for none over 50 ms); and the median time from the input until the view settled. The bare page's click, which no script answers, is the noise floor.`,
    '',
    `| control | ${head.map((h) => `median ms${h} | max ms${h} | delay / processing / presentation ms${h} | longest task after input median / max ms${h} | settled after ms${h}`).join(' | ')} |`,
    `| --- | ${head.map(() => '--- | --- | --- | --- | ---').join(' | ')} |`,
    ...controls.map((c) => `| ${c} | ${exports.map((e) => cells(figures[e]![c])).join(' | ')} |`),
  ];
}
