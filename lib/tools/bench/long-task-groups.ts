/**
 * Long tasks of several page loads named by their script and grouped, for the bench's report:
 * which chunk ran (framework, the page's own, Chart.js, the HTML's inline scripts) and what it was
 * doing, with the median duration of each kind of task and how many runs had it. Pure.
 */
import { median } from '@/lib/tools/bench/stats';
import type { Activity, LongTask } from '@/lib/tools/bench/trace';

/**
 * framework: a chunk the bare page loads too (React, the Next.js runtime, the bare layout);
 * chart.js: the chunk that carries Chart.js; page: any other chunk of the build; document: the
 * page's inline scripts; none: no script ran (layout, paint, garbage collection only).
 */
type ScriptKind = 'framework' | 'page' | 'chart.js' | 'document' | 'none' | 'other';

export interface NamedTask extends LongTask {
  /** File name of the script (`a1b2c3.js`), or `(inline)` / `(no script)`. */
  file: string;
  kind: ScriptKind;
}

/** What the bench knows of the build's chunks: those the bare page loads and those holding Chart.js. */
export interface ChunkKinds {
  framework: ReadonlySet<string>;
  chartJs: ReadonlySet<string>;
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** The file name and kind of a task's script, from its URL (`http://host/_next/static/chunks/x.js`). */
export function nameScript(url: string, pageUrl: string, chunks: ChunkKinds): { file: string; kind: ScriptKind } {
  if (url === '') return { file: '(no script)', kind: 'none' };
  if (!URL.canParse(url)) return { file: url, kind: 'other' };
  const path = new URL(url).pathname;
  if (url.split('#')[0] === pageUrl.split('#')[0] || path === new URL(pageUrl).pathname)
    return { file: '(inline)', kind: 'document' };
  const file = fileName(url);
  if (!path.includes('/_next/static/')) return { file, kind: 'other' };
  if (chunks.chartJs.has(file)) return { file, kind: 'chart.js' };
  return { file, kind: chunks.framework.has(file) ? 'framework' : 'page' };
}

/** Activities that only the site's own code does, named by its user-timing measures. */
const SITE_ACTIVITIES = new Set<Activity>(['chart creation', 'chart update', 'resize', 'draw', 'data parse']);

/**
 * Whether a task is the site's own work rather than framework start-up and hydration: its main
 * script is a page or Chart.js chunk (or another script), or most of it was one of the site's
 * measured activities (chart creation, update, resize, draw, data parse) whatever script called it.
 * The inline scripts count as start-up: the bare page runs the same kinds (Next.js's bootstrap and
 * component payload, the build's loader of the scripts after the paint), and no site code is inline.
 * Tasks in which no script ran (layout, paint, garbage collection alone) are the browser's.
 */
export function isSiteTask(task: Pick<NamedTask, 'kind' | 'activity'>): boolean {
  if (SITE_ACTIVITIES.has(task.activity)) return true;
  return task.kind === 'page' || task.kind === 'chart.js' || task.kind === 'other';
}

/** One kind of long task (same script and activity) across the runs of a page. */
export interface TaskGroup {
  kind: ScriptKind;
  file: string;
  activity: Activity;
  site: boolean;
  /** Median duration of the group's tasks over every run, ms. */
  medianMs: number;
  maxMs: number;
  /** Tasks of this kind over all runs, and how many runs had at least one. */
  tasks: number;
  runs: number;
}

/** Groups the named long tasks of several runs by script and activity, the longest in total first. */
export function groupLongTasks(runs: readonly (readonly NamedTask[])[]): TaskGroup[] {
  const groups = new Map<string, { sample: NamedTask; durations: number[]; runs: Set<number> }>();
  runs.forEach((tasks, run) => {
    for (const task of tasks) {
      const key = `${task.kind} ${task.file} ${task.activity}`;
      const group = groups.get(key) ?? { sample: task, durations: [], runs: new Set<number>() };
      group.durations.push(task.durationMs);
      group.runs.add(run);
      groups.set(key, group);
    }
  });
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  return [...groups.values()]
    .sort((a, b) => sum(b.durations) - sum(a.durations))
    .map(({ sample, durations, runs: seen }) => ({
      kind: sample.kind,
      file: sample.file,
      activity: sample.activity,
      site: isSiteTask(sample),
      medianMs: Math.round(median(durations)),
      maxMs: Math.round(Math.max(...durations)),
      tasks: durations.length,
      runs: seen.size,
    }));
}

/** Sum of the long tasks' durations in one run, ms. */
export function longTaskSum(tasks: readonly LongTask[]): number {
  return Math.round(tasks.reduce((s, t) => s + t.durationMs, 0));
}

/**
 * The site's longest kind of task that the median run has (it appears in at least half the runs),
 * for the budget "no task of the site's own code after first paint over 50 ms"; undefined if none.
 */
export function longestSiteGroup(groups: readonly TaskGroup[], runCount: number): TaskGroup | undefined {
  return groups
    .filter((g) => g.site && g.runs * 2 >= runCount)
    .reduce<TaskGroup | undefined>((best, g) => (!best || g.medianMs > best.medianMs ? g : best), undefined);
}

/** Index of the run whose figure is nearest the median of all runs (the first of equals); -1 for none. */
export function medianRun(values: readonly number[]): number {
  const mid = median(values);
  return values.reduce((best, v, i) => (best < 0 || Math.abs(v - mid) < Math.abs(values[best]! - mid) ? i : best), -1);
}
