import { renderSlowPhone, slowPhoneSection } from '@/lib/tools/bench/long-task-report';

const section = {
  cpuSlowdown: 4,
  afterLoadMs: 6000,
  runs: 3,
  bare: 'bare page',
  pages: {
    'bare page': {
      url: '/reference/',
      runs: 3,
      medianSumMs: 0,
      sumMs: [0, 0, 0],
      groups: [],
      medianRun: [],
      tasks: [[], [], []],
    },
    inventory: {
      url: '/en/inventory/',
      runs: 3,
      medianSumMs: 180,
      sumMs: [150, 180, 240],
      groups: [
        {
          kind: 'chart.js' as const,
          file: 'c.js',
          activity: 'evaluate' as const,
          site: true,
          medianMs: 90,
          maxMs: 120,
          tasks: 3,
          runs: 2,
        },
      ],
      medianRun: [
        {
          startMs: 1234.5,
          durationMs: 90,
          url: 'http://h/_next/static/chunks/c.js',
          activity: 'evaluate' as const,
          activities: { evaluate: 80, compile: 9.5, other: 0.5 },
          file: 'c.js',
          kind: 'chart.js' as const,
        },
      ],
      tasks: [],
    },
  },
  tbt: { inventory: { tbtMs: 130, bareTbtMs: 100 } },
  bareSpread: { tbtMs: { median: 100, min: 80, max: 130, mad: 12.5 } },
};

test('the section lists each page’s long tasks, TBT beside the bare page’s and the bare page’s spread', () => {
  const lines = renderSlowPhone(section);
  expect(lines).toEqual(
    expect.arrayContaining([
      '| bare page (bare) | 0 | 0, 0, 0 |',
      '| inventory | 180 | 150, 180, 240 |',
      'No long task after the first paint.',
      '| c.js | chart.js | evaluate | 90 | 120 | 3 | 2 of 3 | yes |',
      // Activities under 1 ms are left out.
      '| 1234.5 | 90 | c.js | chart.js | evaluate | evaluate 80, compile 9.5 |',
      '| inventory | 130 | 100 | 30 |',
      '| TBT ms (Lighthouse) | 100 | 80–130 | 12.5 |',
    ]),
  );
  // Figures the run did not measure get no row.
  expect(lines.some((l) => l.startsWith('| LCP ms'))).toBe(false);
  expect(renderSlowPhone({ ...section, tbt: undefined }).some((l) => l.includes('Total blocking time'))).toBe(false);
});

test('the section from traced runs: the run nearest the median sum listed, the bare page’s long-task spread added', () => {
  const task = (startMs: number) => ({
    startMs,
    durationMs: 60,
    file: 'a.js',
    kind: 'page' as const,
    activity: 'script' as const,
    byActivity: {},
  });
  const traced = {
    'bare page': {
      url: '/reference/',
      runs: 3,
      medianSumMs: 100,
      sumMs: [90, 100, 130],
      groups: [],
      tasks: [[], [], []],
    },
    inventory: {
      url: '/en/inventory/',
      runs: 3,
      medianSumMs: 120,
      sumMs: [60, 120, 180],
      groups: [],
      tasks: [[task(1)], [task(2), task(3)], [task(4), task(5), task(6)]],
    },
  };
  const built = slowPhoneSection(
    traced as unknown as Parameters<typeof slowPhoneSection>[0],
    { runs: 3, bare: 'bare page' },
    undefined,
    {},
  );
  expect(built).toMatchObject({ cpuSlowdown: 4, afterLoadMs: 6000, runs: 3, bare: 'bare page' });
  expect(built.pages.inventory!.medianRun.map((t) => t.startMs)).toEqual([2, 3]);
  expect(built.bareSpread.longTaskSumMs).toMatchObject({ median: 100, min: 90, max: 130 });
});
