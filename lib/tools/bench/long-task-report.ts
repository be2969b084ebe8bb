/**
 * The bench report's section on a slow phone, as Markdown: long tasks after the first paint per
 * page family, TBT beside the bare page's from the same run, and the spread of the bare page's own
 * figures over its runs. Pure.
 */
import { medianRun, type NamedTask, type TaskGroup } from '@/lib/tools/bench/long-task-groups';
import { AFTER_LOAD_MS, CPU_SLOWDOWN, type measureLongTasks } from '@/lib/tools/bench/long-tasks';
import { spread, type Spread } from '@/lib/tools/bench/stats';

interface SlowPhoneSection {
  cpuSlowdown: number;
  afterLoadMs: number;
  runs: number;
  bare: string;
  /** Per page (the bare page included): median sum of long tasks, every run's sum, and the groups. */
  pages: Record<
    string,
    {
      url: string;
      runs: number;
      medianSumMs: number;
      sumMs: number[];
      groups: TaskGroup[];
      /** The long tasks of the run whose sum is nearest the median (start, duration, script, activity). */
      medianRun: NamedTask[];
      /** Every run's long tasks. */
      tasks: NamedTask[][];
    }
  >;
  /** Lighthouse TBT per page family beside the bare page's, same run (absent in a partial run). */
  tbt?: Record<string, { tbtMs: number; bareTbtMs: number }>;
  /** Spread of the bare page's figures over its runs. */
  bareSpread: Partial<Record<'tbtMs' | 'lcpMs' | 'score' | 'longTaskSumMs', Spread>>;
}

/** The section from the traced runs (`bare` names the bare page among them), with Lighthouse's TBT and the bare page's spread. */
export function slowPhoneSection(
  longTasks: Awaited<ReturnType<typeof measureLongTasks>>,
  { runs, bare }: { runs: number; bare: string },
  tbt: SlowPhoneSection['tbt'],
  lighthouseSpread: SlowPhoneSection['bareSpread'],
): SlowPhoneSection {
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    afterLoadMs: AFTER_LOAD_MS,
    runs,
    bare,
    pages: Object.fromEntries(
      Object.entries(longTasks).map(([n, p]) => [
        n,
        {
          url: p.url,
          runs: p.runs,
          medianSumMs: p.medianSumMs,
          sumMs: p.sumMs,
          groups: p.groups,
          medianRun: p.tasks[medianRun(p.sumMs)] ?? [],
          tasks: p.tasks,
        },
      ]),
    ),
    tbt,
    bareSpread: { ...lighthouseSpread, longTaskSumMs: spread(longTasks[bare]?.sumMs ?? []) },
  };
}

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 10) / 10) : '–');

/** Markdown lines of the section. */
export function renderSlowPhone(section: SlowPhoneSection): string[] {
  const lines = [
    `## Slow phone: long tasks after first paint (${section.cpuSlowdown}× CPU slowdown)`,
    '',
    `Chromium traces of ${section.runs} loads per page, in turn with the bare page, each until ${section.afterLoadMs / 1000} s after load.` +
      ' Tasks of 50 ms and more that start after the first contentful paint, named by the script that ran longest in them' +
      ' (framework: a chunk the bare page loads too; page: the site’s own chunks; chart.js: the Chart.js chunk; document: inline scripts)' +
      ' and by what took most of them. The site’s own tasks are those of page and Chart.js chunks and the charts’ measured work;' +
      ' framework and inline scripts are start-up and hydration, tasks without a script the browser’s.',
    '',
    '| page | long-task sum ms (median) | each run |',
    '| --- | --- | --- |',
    ...Object.entries(section.pages).map(
      ([name, p]) =>
        `| ${name === section.bare ? `${name} (bare)` : name} | ${p.medianSumMs} | ${p.sumMs.join(', ')} |`,
    ),
  ];
  for (const [name, p] of Object.entries(section.pages)) {
    lines.push('', `### ${name} (${p.url})`, '');
    if (p.groups.length === 0) {
      lines.push('No long task after the first paint.');
      continue;
    }
    lines.push(
      '| script | kind | activity | median ms | max ms | tasks | runs | site’s own |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...p.groups.map(
        (g) =>
          `| ${g.file} | ${g.kind} | ${g.activity} | ${g.medianMs} | ${g.maxMs} | ${g.tasks} | ${g.runs} of ${p.runs} | ${g.site ? 'yes' : 'no'} |`,
      ),
      '',
      'The run nearest the median sum, task by task (ms from the navigation start):',
      '',
      '| start ms | duration ms | script | kind | activity | time by activity, ms |',
      '| --- | --- | --- | --- | --- | --- |',
      ...p.medianRun.map(
        (t) =>
          `| ${fmt(t.startMs)} | ${fmt(t.durationMs)} | ${t.file} | ${t.kind} | ${t.activity} | ${Object.entries(
            t.activities,
          )
            .filter(([, ms]) => ms >= 1)
            .map(([a, ms]) => `${a} ${fmt(ms)}`)
            .join(', ')} |`,
      ),
    );
  }
  if (section.tbt) {
    lines.push(
      '',
      '### Total blocking time beside the bare page (Lighthouse, same run)',
      '',
      '| page | TBT ms | bare TBT ms | difference ms |',
      '| --- | --- | --- | --- |',
      ...Object.entries(section.tbt).map(
        ([name, t]) => `| ${name} | ${t.tbtMs} | ${t.bareTbtMs} | ${fmt(t.tbtMs - t.bareTbtMs)} |`,
      ),
    );
  }
  const labels = {
    tbtMs: 'TBT ms (Lighthouse)',
    lcpMs: 'LCP ms (Lighthouse)',
    score: 'score (Lighthouse)',
    longTaskSumMs: 'long-task sum ms (trace)',
  };
  lines.push(
    '',
    '### Spread of the bare page’s own figures over its runs',
    '',
    'A page’s difference from the bare page smaller than this spread is noise.',
    '',
    '| figure | median | min–max | median absolute deviation |',
    '| --- | --- | --- | --- |',
  );
  for (const [key, label] of Object.entries(labels)) {
    const s = section.bareSpread[key as keyof typeof labels];
    if (s) lines.push(`| ${label} | ${fmt(s.median)} | ${fmt(s.min)}–${fmt(s.max)} | ${fmt(s.mad)} |`);
  }
  return lines;
}
