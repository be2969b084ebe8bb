import {
  eventMarks,
  nationalTargets,
  numberedEvents,
  projectedReadoutArgs,
  overlayMarks,
  progressSince,
  readoutArgs,
  spreadBadges,
  targetLevel,
  targetMarks,
  type ChartTarget,
} from '@/lib/charts/shown/overlays';
import type { Target, TimelineEvent } from '@/lib/model/targets';

// The national total without LULUCF of the 2026 submission: 1990 and 2024 (kt CO2 eq), a made-up year between.
const total = { years: [1990, 2005, 2024], values: [40342, 20000, 10240.6] };

const change: ChartTarget = { id: 'cut', year: 2030, quantity: { kind: 'change', percent: -70, baseYear: 1990 } };
const level: ChartTarget = { id: 'level', year: 2035, quantity: { kind: 'level', kt: 8000 } };

describe('targetLevel', () => {
  test('a change is taken from the base year: 40\u00a0342 × 0.3 = 12\u00a0102.6', () => {
    expect(targetLevel(change.quantity, total)).toBeCloseTo(12102.6, 6);
  });
  test('a level is as given', () => {
    expect(targetLevel(level.quantity, total)).toBe(8000);
  });
  test('a base year the data lacks gives no level', () => {
    expect(targetLevel({ kind: 'change', percent: -40, baseYear: 1989 }, total)).toBeUndefined();
  });
});

describe('progressSince and readoutArgs', () => {
  test('2024 against 1990: 1 − 10\u00a0240.6 / 40\u00a0342 = 0.74616 → 74.6\u00a0% below', () => {
    const p = progressSince(total, 1990)!;
    expect(p.year).toBe(2024);
    expect(p.percentBelow).toBeCloseTo(74.616, 3);
  });
  test('readout numbers in English and Estonian', () => {
    expect(readoutArgs(total, [level, change], 'en')).toEqual({
      above: false,
      values: { year: '2024', baseYear: '1990', percent: '74.6', targetYear: '2030', aim: '70' },
    });
    expect(readoutArgs(total, [change], 'et')?.values.percent).toBe('74,6');
  });
  test('emissions above the base year: 1 − 50/40 = −25\u00a0%, said as 25.0\u00a0% above', () => {
    expect(readoutArgs({ years: [1990, 2000], values: [40, 50] }, [change], 'en')).toEqual({
      above: true,
      values: { year: '2000', baseYear: '1990', percent: '25.0', targetYear: '2030', aim: '70' },
    });
  });
  test('no change target, or no base year, gives no readout', () => {
    expect(readoutArgs(total, [level], 'en')).toBeUndefined();
    expect(readoutArgs({ years: [2000, 2024], values: [1, 2] }, [change], 'en')).toBeUndefined();
  });
});

describe('event marks', () => {
  const years = [1990, 1991, 1992, 1993, 1994, 2004, 2005];
  test('one-year events at their index, a span from its first to its last year shown', () => {
    expect(
      eventMarks(
        [
          { label: '1', from: 1991, to: 1993 },
          { label: '2', from: 2004, to: 2004 },
          { label: '3', from: 2005, to: 2005 },
        ],
        years,
      ),
    ).toEqual([
      { label: '1', from: 1, to: 3 },
      { label: '2', from: 5, to: 5 },
      { label: '3', from: 6, to: 6 },
    ]);
  });
  test('a span with left-out years keeps the years shown; events with no year shown are left out', () => {
    const shown = [1990, 1992, 2009];
    expect(
      eventMarks(
        [
          { label: '1', from: 1991, to: 1993 },
          { label: '2', from: 2004, to: 2004 },
          { label: '3', from: 2022, to: 2022 },
        ],
        shown,
      ),
    ).toEqual([{ label: '1', from: 1, to: 1 }]);
  });
});

describe('target marks', () => {
  const targets = [
    { label: '2030 aim', year: 2030, value: 12102.6 },
    { label: '2000 aim', year: 2000, value: 30000 },
    { label: '2005 aim', year: 2005, value: 20000 },
  ];
  test('on a chart to 2024 a later target sits beyond the axis; an earlier year not shown is left out', () => {
    expect(targetMarks(targets, [1990, 2005, 2024])).toEqual([
      { label: '2030 aim', value: 12102.6, index: 'beyond' },
      { label: '2005 aim', value: 20000, index: 1 },
    ]);
  });
  test('on a chart to 2050 the target sits at its year', () => {
    const years = Array.from({ length: 61 }, (_, i) => 1990 + i);
    expect(targetMarks(targets.slice(0, 1), years)).toEqual([{ label: '2030 aim', value: 12102.6, index: 40 }]);
  });
  test('no years, no marks; no overlays, no marks', () => {
    expect(targetMarks(targets, [])).toEqual([]);
    expect(overlayMarks(undefined, [1990])).toEqual({ events: [], targets: [] });
  });
});

test('national targets leave the effort-sharing limit to its own chart and drafts to the list; events are numbered in list order', () => {
  const source = { title: 't', url: 'https://example.org', published: '2021' };
  const target = (id: string, scope: Target['basis']['scope'], status: Target['status'] = 'adopted'): Target => ({
    id,
    year: 2030,
    quantity: { kind: 'level', kt: 1 },
    basis: { lulucf: 'unstated', scope },
    status,
    source,
    text: '',
  });
  expect(
    nationalTargets([
      target('a', 'national-total'),
      target('b', 'effort-sharing'),
      target('c', 'national-total', 'draft'),
    ]).map((t) => t.id),
  ).toEqual(['a']);
  const event = (id: string, from: number, to: number): TimelineEvent => ({
    id,
    from,
    to,
    title: '',
    text: '',
    source,
  });
  expect(numberedEvents([event('x', 1991, 1993), event('y', 2004, 2004)])).toEqual([
    { label: '1', from: 1991, to: 1993 },
    { label: '2', from: 2004, to: 2004 },
  ]);
});

test('spreadBadges moves a badge right of the one before by the gap at least, and leaves apart ones alone', () => {
  // 14 < 10 + 17 → 27; 30 < 27 + 17 → 44; 100 stays.
  expect(spreadBadges([10, 14, 30, 100], 17)).toEqual([10, 27, 44, 100]);
  expect(spreadBadges([], 17)).toEqual([]);
});

describe('the projections readout: the projected total in the target year against the base on its basis', () => {
  const cut = [{ id: 'cut', year: 2030, quantity: { kind: 'change' as const, percent: -70, baseYear: 1990 } }];
  // 1990 on the projection's basis, then the projected totals of 2020 and 2030.
  const total = { years: [1990, 2020, 2030], values: [40000, 20000, 15000] };
  const basis = { submission: '2020', gwp: 'AR4 GWP100' };

  test('62.5\u00a0% below 1990 in 2030 (15\u00a0000 ÷ 40\u00a0000 = 0.375)', () => {
    expect(projectedReadoutArgs(total, cut, 'en', basis)).toEqual({
      above: false,
      projected: true,
      values: {
        year: '2030',
        baseYear: '1990',
        percent: '62.5',
        value: '15\u00a0000',
        base: '40\u00a0000',
        submission: '2020',
        gwp: 'AR4 GWP100',
        targetYear: '2030',
        aim: '70',
      },
    });
  });

  test('above the base, and nothing without the target year or a change target', () => {
    expect(projectedReadoutArgs({ ...total, values: [40000, 20000, 41000] }, cut, 'et', basis)?.above).toBe(true);
    expect(projectedReadoutArgs({ years: [1990, 2020], values: [1, 2] }, cut, 'en', basis)).toBeUndefined();
    const level = [{ id: 'l', year: 2030, quantity: { kind: 'level' as const, kt: 8000 } }];
    expect(projectedReadoutArgs(total, level, 'en', basis)).toBeUndefined();
  });
});
