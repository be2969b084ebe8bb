import type { TraceEvent } from '@/lib/tools/bench/trace-events';
import { longTasksAfterPaint } from '@/lib/tools/bench/trace';

// Hand-made traces: times in ms here, µs in the events.
const at = (ms: number) => ms * 1000;
const main = { pid: 1, tid: 1 };
const x = (name: string, startMs: number, durMs: number, args?: TraceEvent['args']): TraceEvent => ({
  name,
  ph: 'X',
  ts: at(startMs),
  dur: at(durMs),
  ...main,
  ...(args ? { args } : {}),
});
const url = (u: string) => ({ data: { url: `http://h/_next/static/chunks/${u}` } });
const paint = (ms: number): TraceEvent[] => [
  { name: 'navigationStart', ph: 'R', ts: at(0), ...main, args: { data: { navigationId: 'n1' } } },
  // A later navigation of another document in the same process is not this page's.
  { name: 'navigationStart', ph: 'R', ts: at(ms - 1), ...main, args: { data: { navigationId: 'n2' } } },
  { name: 'firstContentfulPaint', ph: 'R', ts: at(ms), ...main, args: { data: { navigationId: 'n1' } } },
];
const measure = (name: string, startMs: number, endMs: number, pid = 1): TraceEvent[] => [
  { name, cat: 'blink.user_timing', ph: 'b', ts: at(startMs), pid, tid: 1, id2: { local: '0x1' } },
  { name, cat: 'blink.user_timing', ph: 'e', ts: at(endMs), pid, tid: 1, id2: { local: '0x1' } },
];

test('without a first contentful paint there is nothing to read', () => {
  expect(longTasksAfterPaint([x('RunTask', 0, 100)])).toBeUndefined();
});

test('only tasks of 50 ms and more on the paint’s thread after the paint count', () => {
  const result = longTasksAfterPaint([
    ...paint(5),
    x('RunTask', 0, 60), // starts before the paint
    x('RunTask', 70, 49.9), // too short
    x('RunTask', 120, 50),
    { ...x('RunTask', 200, 90), tid: 2 }, // another thread
  ]);
  expect(result?.fcpMs).toBe(5);
  expect(result?.tasks.map((t) => [t.startMs, t.durationMs])).toEqual([[120, 50]]);
});

test('a task’s time is split by activity and named by its longest script', () => {
  const result = longTasksAfterPaint([
    ...paint(5),
    x('RunTask', 10, 100),
    x('EvaluateScript', 10, 30, url('a.js')),
    x('v8.compile', 12, 8, url('a.js')),
    x('FunctionCall', 40, 60, url('b.js')),
    x('Layout', 60, 10),
    x('MinorGC', 80, 5),
  ]);
  // compile 8; evaluate 30 − 8; script 60 − 10 − 5; layout 10; GC 5; the task's own 10 ms: other.
  expect(result?.tasks).toEqual([
    {
      startMs: 10,
      durationMs: 100,
      url: 'http://h/_next/static/chunks/b.js',
      activity: 'script',
      activities: { compile: 8, evaluate: 22, script: 45, 'layout/style': 10, 'garbage collection': 5, other: 10 },
    },
  ]);
});

test('the site’s measures name the time they cover, the innermost first, except garbage collection', () => {
  const result = longTasksAfterPaint([
    ...paint(5),
    x('RunTask', 200, 100),
    x('FunctionCall', 200, 100, url('fw.js')),
    x('MajorGC', 265, 5),
    ...measure('chart:create', 215, 280),
    ...measure('chart:draw', 260, 280),
    ...measure('chart:resize', 200, 300, 2), // another process
  ]);
  // script 15 + 20; chart creation 260 − 215; draw 20 − 5 of GC.
  expect(result?.tasks[0]?.activities).toEqual({
    script: 35,
    'chart creation': 45,
    draw: 15,
    'garbage collection': 5,
  });
  expect(result?.tasks[0]?.activity).toBe('chart creation');
  expect(result?.tasks[0]?.url).toBe('http://h/_next/static/chunks/fw.js');
});

test('profiler samples name the script whose code ran, counted to the nearest frame with a URL', () => {
  const chunk = (u: string) => `http://h/_next/static/chunks/${u}`;
  const result = longTasksAfterPaint([
    ...paint(5),
    x('RunTask', 400, 100),
    x('FunctionCall', 400, 100, url('fw.js')),
    { name: 'Profile', ph: 'P', ts: at(1), ...main, id: '0x1', args: { data: { startTime: at(400) } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: at(450),
      pid: 1,
      tid: 9,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: {} },
              { id: 2, parent: 1, callFrame: {} },
              { id: 3, parent: 1, callFrame: { url: chunk('fw.js') } },
              { id: 4, parent: 3, callFrame: { url: chunk('chart.js') } },
              { id: 5, parent: 4, callFrame: { url: '' } },
            ],
            samples: [3, 5],
          },
          timeDeltas: [0, at(10)],
        },
      },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: at(500),
      pid: 1,
      tid: 9,
      id: '0x1',
      args: { data: { cpuProfile: { samples: [4, 2, 3] }, timeDeltas: [at(40), at(20), at(10)] } },
    },
  ]);
  // Samples at 400 fw, 410 native code called by chart.js, 450 chart.js, 470 (program), 480 fw until the
  // end at 500: fw.js 10 + 20 ms, chart.js 40 + 20 ms (only 20 ms if the native frame were not counted).
  expect(result?.tasks[0]?.url).toBe(chunk('chart.js'));
  expect(result?.tasks[0]?.activity).toBe('script');
});
