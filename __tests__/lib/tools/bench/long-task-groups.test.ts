import {
  groupLongTasks,
  isSiteTask,
  longestSiteGroup,
  longTaskSum,
  medianRun,
  nameScript,
  type NamedTask,
} from '@/lib/tools/bench/long-task-groups';

const chunks = { framework: new Set(['react.js']), chartJs: new Set(['chart.js']) };
const page = 'http://h/en/inventory/';

test.each([
  ['', { file: '(no script)', kind: 'none' }],
  ['http://h/en/inventory/', { file: '(inline)', kind: 'document' }],
  ['http://h/_next/static/chunks/react.js', { file: 'react.js', kind: 'framework' }],
  ['http://h/_next/static/chunks/chart.js', { file: 'chart.js', kind: 'chart.js' }],
  ['http://h/_next/static/chunks/page.js', { file: 'page.js', kind: 'page' }],
  ['http://h/ghg/_next/static/chunks/page.js', { file: 'page.js', kind: 'page' }],
  ['http://other/x.js', { file: 'x.js', kind: 'other' }],
  ['not a url', { file: 'not a url', kind: 'other' }],
])('the script of %j', (url, expected) => {
  expect(nameScript(url, page, chunks)).toEqual(expected);
});

test.each([
  ['framework', 'script', false],
  ['framework', 'evaluate', false],
  ['framework', 'chart creation', true],
  ['framework', 'draw', true],
  ['none', 'paint', false],
  ['none', 'resize', true],
  ['page', 'script', true],
  ['chart.js', 'compile', true],
  ['document', 'script', false],
  ['document', 'chart update', true],
  ['other', 'script', true],
] as const)('a %s task doing %s is the site’s own: %s', (kind, activity, site) => {
  expect(isSiteTask({ kind, activity })).toBe(site);
});

const task = (
  file: string,
  kind: NamedTask['kind'],
  activity: NamedTask['activity'],
  durationMs: number,
): NamedTask => ({
  startMs: 0,
  durationMs,
  url: '',
  activity,
  activities: {},
  file,
  kind,
});

const runs = [
  [task('react.js', 'framework', 'script', 120), task('chart.js', 'chart.js', 'evaluate', 60)],
  [task('react.js', 'framework', 'script', 100), task('react.js', 'framework', 'script', 70)],
  [task('react.js', 'framework', 'script', 90), task('chart.js', 'chart.js', 'evaluate', 80)],
  [task('react.js', 'framework', 'chart creation', 55)],
];

test('long tasks group by script and activity, the longest in total first', () => {
  expect(groupLongTasks(runs)).toEqual([
    // 120, 100, 70, 90: median 95, in 3 of the runs.
    {
      kind: 'framework',
      file: 'react.js',
      activity: 'script',
      site: false,
      medianMs: 95,
      maxMs: 120,
      tasks: 4,
      runs: 3,
    },
    {
      kind: 'chart.js',
      file: 'chart.js',
      activity: 'evaluate',
      site: true,
      medianMs: 70,
      maxMs: 80,
      tasks: 2,
      runs: 2,
    },
    {
      kind: 'framework',
      file: 'react.js',
      activity: 'chart creation',
      site: true,
      medianMs: 55,
      maxMs: 55,
      tasks: 1,
      runs: 1,
    },
  ]);
});

test('the budget looks at the site’s longest kind of task that at least half the runs have', () => {
  const groups = groupLongTasks(runs);
  expect(longestSiteGroup(groups, 4)?.file).toBe('chart.js');
  expect(longestSiteGroup(groups, 5)).toBeUndefined();
  expect(longestSiteGroup([], 3)).toBeUndefined();
});

test('the long-task sum of a run', () => {
  expect(longTaskSum(runs[1]!)).toBe(170);
  expect(longTaskSum([])).toBe(0);
});

test.each([
  [[150, 180, 240], 1],
  [[240, 150, 180], 2],
  // Median 165: 150 and 180 are as near; the first wins.
  [[150, 180, 240, 100], 0],
  [[], -1],
])('the run nearest the median of %j is %d', (sums, index) => {
  expect(medianRun(sums)).toBe(index);
});
