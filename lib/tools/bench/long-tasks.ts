/**
 * The bench's slow-phone measurement: each page family and the bare page loaded in turn with the
 * CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate) and traced (CDP Tracing) from the
 * navigation until some seconds after load; the long tasks after the first paint are read from
 * each trace (lib/tools/bench/trace.ts), named by script and grouped (long-task-groups.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  groupLongTasks,
  longestSiteGroup,
  longTaskSum,
  nameScript,
  type ChunkKinds,
  type NamedTask,
  type TaskGroup,
} from '@/lib/tools/bench/long-task-groups';
import { median } from '@/lib/tools/bench/stats';
import { longTasksAfterPaint } from '@/lib/tools/bench/trace';
import type { TraceEvent } from '@/lib/tools/bench/trace-events';
import { isChartLibraryChunk } from '@/lib/tools/build-steps/compile-hints';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

export const CPU_SLOWDOWN = 4;
/** How long after the load event the trace goes on: the idle prefetch and the chart switch happen then. */
export const AFTER_LOAD_MS = 6000;

/** One traced load: its events and the scripts it requested. */
async function traceLoad(browser: Browser, url: string): Promise<{ events: TraceEvent[]; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let trace: Buffer;
  try {
    await page.goto(url, { waitUntil: 'load' });
    // A window of time, not a state: the measurement is what the main thread does in it.
    await page.waitForTimeout(AFTER_LOAD_MS);
  } finally {
    trace = await browser.stopTracing();
    await context.close();
  }
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  return { events, scripts };
}

/** File names of the chunks of an export that carry Chart.js. */
function chartJsChunks(root: string): Set<string> {
  const dir = path.join(root, '_next', 'static', 'chunks');
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((n) => n.endsWith('.js'));
  return new Set(
    names.filter((n) => isChartLibraryChunk(readFileSync(path.join(dir, n), 'utf8'))).map((n) => path.basename(n)),
  );
}

/** Long tasks after the first paint of one page family over several runs. */
interface PageLongTasks {
  url: string;
  /** Runs whose trace had a first contentful paint (the others are left out). */
  runs: number;
  fcpMs: number[];
  /** Sum of the long tasks' durations in each run, ms. */
  sumMs: number[];
  medianSumMs: number;
  groups: TaskGroup[];
  /** The site's longest kind of task in the median run, for the budget. */
  longestSite: TaskGroup | undefined;
  tasks: NamedTask[][];
}

/**
 * Loads the bare page and each page family `runs` times (in turn, so drift on a busy machine hits
 * them alike) and names each long task's script: chunks the bare page loads are the framework's.
 */
export async function measureLongTasks(options: {
  browser: Browser;
  origin: string;
  root: string;
  pages: Record<string, string>;
  /** The key in `pages` of the bare page: the scripts it loads are the framework's. */
  bare: string;
  runs: number;
  log?: (line: string) => void;
}): Promise<Record<string, PageLongTasks>> {
  const { browser, origin, root, pages, bare, runs, log } = options;
  const raw: Record<string, { tasks: ReturnType<typeof longTasksAfterPaint>[]; scripts: string[] }> = {};
  for (const name of Object.keys(pages)) raw[name] = { tasks: [], scripts: [] };
  for (let i = 0; i < runs; i++) {
    for (const [name, url] of Object.entries(pages)) {
      const { events, scripts } = await traceLoad(browser, `${origin}${url}`);
      const result = longTasksAfterPaint(events);
      raw[name]!.tasks.push(result);
      raw[name]!.scripts.push(...scripts);
      log?.(`  ${url} run ${i + 1}: ${result ? `${result.tasks.length} long tasks` : 'no first paint in the trace'}`);
    }
  }
  const bareScripts = raw[bare]?.scripts ?? [];
  const chunks: ChunkKinds = {
    framework: new Set(bareScripts.map((u) => path.basename(new URL(u).pathname))),
    chartJs: chartJsChunks(root),
  };
  const out: Record<string, PageLongTasks> = {};
  for (const [name, url] of Object.entries(pages)) {
    const done = raw[name]!.tasks.filter((r) => r !== undefined);
    const tasks = done.map((r) => r.tasks.map((t) => ({ ...t, ...nameScript(t.url, `${origin}${url}`, chunks) })));
    const groups = groupLongTasks(tasks);
    const sumMs = tasks.map(longTaskSum);
    out[name] = {
      url,
      runs: done.length,
      fcpMs: done.map((r) => r.fcpMs),
      sumMs,
      medianSumMs: Math.round(median(sumMs)),
      groups,
      longestSite: longestSiteGroup(groups, done.length),
      tasks,
    };
  }
  return out;
}
