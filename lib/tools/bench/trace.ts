/**
 * The long main-thread tasks of one page load after its first contentful paint, read from a Chrome
 * trace, each with its time split by activity and the script that ran longest in it (how: docs/bench.md).
 * Pure: trace events in, tasks out.
 */
import { CHART_MEASURES } from '@/lib/charts/chartjs/chart-timing';
import { readSamples, tallySamples, type TraceEvent } from '@/lib/tools/bench/trace-events';

export type Activity =
  | 'compile'
  | 'evaluate'
  | 'script'
  | 'chart creation'
  | 'chart update'
  | 'resize'
  | 'draw'
  | 'data parse'
  | 'parse HTML'
  | 'layout/style'
  | 'paint'
  | 'garbage collection'
  | 'other';

/** One long task after the first contentful paint; times in ms from the navigation start. */
export interface LongTask {
  startMs: number;
  durationMs: number;
  /** The script that ran longest in the task ('' when no script ran). */
  url: string;
  /** The activity that took most of the task. */
  activity: Activity;
  /** Milliseconds per activity, rounded to 0.1. */
  activities: Partial<Record<Activity, number>>;
}

/** Measures the site puts in the performance timeline, and the activity each one names. */
const MEASURED_ACTIVITIES: Record<string, Activity> = {
  [CHART_MEASURES.create]: 'chart creation',
  [CHART_MEASURES.update]: 'chart update',
  [CHART_MEASURES.resize]: 'resize',
  [CHART_MEASURES.draw]: 'draw',
  'data:parse': 'data parse',
};

const NAMED: Record<string, Activity> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.callFunction': 'script',
  ParseHTML: 'parse HTML',
  Layout: 'layout/style',
  UpdateLayoutTree: 'layout/style',
  RecalculateStyles: 'layout/style',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  PaintImage: 'paint',
  'Decode Image': 'paint',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

function activityOfName(name: string): Activity | undefined {
  if (name.startsWith('V8.GC') || name.startsWith('BlinkGC')) return 'garbage collection';
  return NAMED[name];
}

interface Span {
  start: number;
  end: number;
}
interface Measure extends Span {
  activity: Activity;
}
interface Node extends Span {
  event: TraceEvent;
  children: Node[];
}

/** The site's measures on one process, paired from their begin and end events. */
function readMeasures(events: readonly TraceEvent[], pid: number): Measure[] {
  const open = new Map<string, number[]>();
  const out: Measure[] = [];
  for (const e of events) {
    const activity = MEASURED_ACTIVITIES[e.name];
    if (e.pid !== pid || !activity || !(e.cat ?? '').includes('blink.user_timing')) continue;
    if (e.ph === 'X' && e.dur !== undefined) out.push({ start: e.ts, end: e.ts + e.dur, activity });
    const key = `${e.name} ${e.id ?? e.id2?.local ?? e.id2?.global ?? ''}`;
    if (e.ph === 'b') open.set(key, [...(open.get(key) ?? []), e.ts]);
    if (e.ph === 'e') {
      const start = open.get(key)?.pop();
      if (start !== undefined) out.push({ start, end: e.ts, activity });
    }
  }
  // The innermost measure names the time it covers.
  return out.sort((a, b) => a.end - a.start - (b.end - b.start));
}

/** Complete events of one thread as a forest (an event that overlaps its parent is cut at its end). */
function buildTree(events: readonly TraceEvent[]): Node[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const node: Node = { event, start: event.ts, end: event.ts + (event.dur ?? 0), children: [] };
    if (parent) {
      node.end = Math.min(node.end, parent.end);
      parent.children.push(node);
    } else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** Parts of [start, end) under each measure (innermost first) and the rest, as [µs, activity]. */
function carve(start: number, end: number, measures: readonly Measure[], i = 0): [number, Activity | undefined][] {
  if (end <= start) return [];
  const m = measures[i];
  if (!m) return [[end - start, undefined]];
  const lo = Math.max(start, m.start);
  const hi = Math.min(end, m.end);
  if (hi <= lo) return carve(start, end, measures, i + 1);
  return [...carve(start, lo, measures, i + 1), [hi - lo, m.activity], ...carve(hi, end, measures, i + 1)];
}

function urlOf(event: TraceEvent): string | undefined {
  return event.args?.data?.url || event.args?.fileName || undefined;
}

/** Adds a node's own time, and its children's, to the activity and script tallies. */
function tally(
  node: Node,
  inherited: { activity: Activity; url: string },
  measures: readonly Measure[],
  activities: Map<Activity, number>,
  scripts: Map<string, number>,
): void {
  const named = activityOfName(node.event.name) ?? inherited.activity;
  const url = urlOf(node.event) ?? inherited.url;
  let cursor = node.start;
  const gaps: Span[] = [];
  for (const child of node.children) {
    gaps.push({ start: cursor, end: child.start });
    cursor = child.end;
  }
  gaps.push({ start: cursor, end: node.end });
  for (const gap of gaps) {
    for (const [us, measured] of carve(gap.start, gap.end, measures)) {
      const activity = named === 'garbage collection' ? named : (measured ?? named);
      activities.set(activity, (activities.get(activity) ?? 0) + us);
      if (url && activity !== 'garbage collection') scripts.set(url, (scripts.get(url) ?? 0) + us);
    }
  }
  for (const child of node.children) tally(child, { activity: named, url }, measures, activities, scripts);
}

const largest = <K>(tallies: Map<K, number>): K | undefined =>
  [...tallies].reduce<[K, number] | undefined>(
    (best, entry) => (!best || entry[1] > best[1] ? entry : best),
    undefined,
  )?.[0];
const toMs = (us: number) => Math.round(us / 100) / 10;

/**
 * The tasks of at least `thresholdMs` on the page's main thread (the thread of its first
 * contentful paint) that start at or after that paint; undefined when the trace has no paint.
 */
export function longTasksAfterPaint(
  events: readonly TraceEvent[],
  thresholdMs = 50,
): { fcpMs: number; tasks: LongTask[] } | undefined {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return undefined;
  // The navigation of the paint (same navigation id), or else the last one before it.
  const starts = events
    .filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.ts <= fcp.ts)
    .sort((a, b) => b.ts - a.ts);
  const id = fcp.args?.data?.navigationId;
  const navigation = starts.find((e) => id !== undefined && e.args?.data?.navigationId === id) ?? starts[0];
  const origin = navigation?.ts ?? fcp.ts;
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  const measures = readMeasures(events, fcp.pid);
  const samples = readSamples(events, fcp.pid, fcp.tid);
  const tasks: LongTask[] = [];
  for (const root of buildTree(thread)) {
    if (!TASK_NAMES.has(root.event.name) || root.start < fcp.ts || root.end - root.start < thresholdMs * 1000) continue;
    const activities = new Map<Activity, number>();
    const scripts = new Map<string, number>();
    const inside = measures.filter((m) => m.end > root.start && m.start < root.end);
    tally(root, { activity: 'other', url: '' }, inside, activities, scripts);
    const sampled = tallySamples(samples, root.start, root.end);
    tasks.push({
      startMs: toMs(root.start - origin),
      durationMs: toMs(root.end - root.start),
      url: largest(sampled.size > 0 ? sampled : scripts) ?? '',
      activity: largest(activities) ?? 'other',
      activities: Object.fromEntries([...activities].map(([a, us]) => [a, toMs(us)])),
    });
  }
  return { fcpMs: toMs(fcp.ts - origin), tasks };
}
