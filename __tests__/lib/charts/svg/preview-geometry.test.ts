import type { ChartView } from '@/lib/charts/shown/datasets';
import { columnAt, modelGeometry, niceStep, niceTicks, previewGeometry } from '@/lib/charts/svg/preview-geometry';

const view: ChartView = {
  unit: 'kt CO2 eq',
  years: [1990, 2000, 2018],
  series: [
    { id: 'energy', kind: 'bar', label: 'Energy', colour: '#111111', data: [100, 50, 0] },
    { id: 'lulucf', kind: 'bar', label: 'LULUCF', colour: '#222222', data: [-20, -10, -0.001] },
    { id: 'total', kind: 'line', label: 'Total', colour: '#333333', dashed: true, data: [80, 40, 10] },
  ],
};
const input = { width: 800, height: 600, locale: 'en' as const };

test.each([
  [100, 6, 20],
  [132, 11, 20],
  [9, 10, 1],
  [0.7, 8, 0.1],
  [5000, 3, 2500],
])('niceStep(%d over %d ticks) = %d', (range, ticks, step) => {
  expect(niceStep(range, ticks)).toBeCloseTo(step);
});

test('ticks cover the range in whole steps and include zero', () => {
  expect(niceTicks(-33, 132, 11)).toEqual([-40, -20, 0, 20, 40, 60, 80, 100, 120, 140]);
  expect(niceTicks(0, 1, 3)).toEqual([0, 0.5, 1]);
});

test('bars stack upwards from zero and negatives go below it', () => {
  const g = previewGeometry(view, input);
  const zero = g.yTicks.find((t) => t.zero)!.y;
  const [energy1990, lulucf1990] = g.bars;
  expect(energy1990!.y + energy1990!.h).toBeCloseTo(zero);
  expect(lulucf1990!.y).toBeCloseTo(zero);
  // 100 up is five times 20 down.
  expect(energy1990!.h / lulucf1990!.h).toBeCloseTo(5);
});

test('a zero value draws no bar; a tiny one is at least 5 px', () => {
  const g = previewGeometry(view, input);
  expect(g.bars.filter((b) => b.colour === '#111111')).toHaveLength(2);
  const tiny = g.bars.filter((b) => b.colour === '#222222')[2]!;
  expect(tiny.h).toBeCloseTo(5);
});

test('bars sit centred in their year slot at 72\u00a0% of its width, inside the plot', () => {
  const g = previewGeometry(view, input);
  const slot = (g.plot.right - g.plot.left) / 3;
  expect(g.bars[0]!.w).toBeCloseTo(slot * 0.72);
  expect(g.bars[0]!.x + g.bars[0]!.w / 2).toBeCloseTo(g.plot.left + slot / 2);
  expect(g.plot.right).toBe(800 - 60);
  for (const b of g.bars) expect(b.y).toBeGreaterThanOrEqual(g.plot.top);
});

test('lines pass through the values, dashed where the series is', () => {
  const g = previewGeometry(view, input);
  const zero = g.yTicks.find((t) => t.zero)!.y;
  const energy = g.bars[0]!;
  const [line] = g.lines;
  expect(line!.dashed).toBe(true);
  expect(line!.points).toHaveLength(3);
  // 80 is 4/5 of the 1990 energy bar's height above zero.
  expect(zero - line!.points[0]![1]).toBeCloseTo((energy.h * 4) / 5);
});

test('phone width halves the side paddings and thins out year labels', () => {
  const years = Array.from({ length: 29 }, (_, i) => 1990 + i);
  const long: ChartView = {
    unit: 'kt',
    years,
    series: [{ id: 'a', kind: 'bar', label: 'A', colour: '#000', data: years.map(() => 1) }],
  };
  const wide = previewGeometry(long, input);
  const narrow = previewGeometry(long, { ...input, width: 360 });
  expect(narrow.plot.right).toBe(360 - 10);
  expect(narrow.xLabels.length).toBeLessThan(wide.xLabels.length);
  expect(narrow.xLabels[0]!.label).toBe('1990');
});

test('projection charts get a divider between the last inventory and the first projection year', () => {
  const g = previewGeometry(view, { ...input, firstProjectionYear: 2018 });
  const slot = (g.plot.right - g.plot.left) / 3;
  expect(g.divider!.x).toBeCloseTo(g.plot.left + 2 * slot);
  expect(previewGeometry(view, input).divider).toBeUndefined();
});

test('tick labels use the locale number format', () => {
  const big: ChartView = {
    ...view,
    series: [{ id: 'a', kind: 'bar', label: 'A', colour: '#000', data: [40000, 20000, 10000] }],
  };
  expect(previewGeometry(big, { ...input, locale: 'et' }).yTicks.map((t) => t.label)).toContain('40\u00a0000');
});

test('activity charts: string labels, values drawn to scale without a minimum bar length', () => {
  const model = { labels: ['A', 'B'], series: [{ kind: 'bar' as const, colour: '#111', data: [1000, 0.5] }] };
  const g = modelGeometry(model, { ...input, padding: { left: 0, right: 20, top: 8, bottom: 0 }, minBarLength: 0 });
  expect(g.xLabels.map((l) => l.label)).toEqual(['A', 'B']);
  expect(g.bars[1]!.h).toBeLessThan(1);
  expect(g.bars[0]!.h / g.bars[1]!.h).toBeCloseTo(2000);
  expect(g.plot.right).toBe(780);
});

test('a point in the drawing finds the x position whose slot holds it, as the hover answer needs', () => {
  const model = { labels: ['A', 'B'], series: [{ kind: 'bar' as const, colour: '#111', data: [1, 2] }] };
  const g = modelGeometry(model, { ...input, padding: { left: 0, right: 20, top: 8, bottom: 0 } });
  const { left, right } = g.plot;
  expect(g.columns).toEqual({ left, slot: (right - left) / 2, count: 2 });
  // Each label's x sits in the middle of its slot.
  expect(g.xLabels.map((l) => columnAt(g.columns, l.x))).toEqual([0, 1]);
  expect(columnAt(g.columns, left)).toBe(0);
  expect(columnAt(g.columns, right - 0.5)).toBe(1);
  expect(columnAt(g.columns, left - 1)).toBe(-1);
  expect(columnAt(g.columns, right)).toBe(-1);
});

describe('target and event marks', () => {
  const overlays = {
    events: [
      { label: '1', from: 1995, to: 2005 },
      { label: '2', from: 2018, to: 2018 },
    ],
    targets: [
      { label: '2030 aim', year: 2030, value: 40 },
      { label: '2000 aim', year: 2000, value: 80 },
    ],
  };
  test('events sit at their years (a span from its first to its last shown year), badges under the year labels', () => {
    const g = previewGeometry(view, { ...input, overlays });
    const x = (year: string) => g.xLabels.find((l) => l.label === year)!.x;
    const [span, one] = g.marks!.events;
    // 1995–2005 among 1990, 2000, 2018: only 2000 is shown.
    expect(span).toMatchObject({ label: '1', x1: x('2000'), x2: x('2000') });
    expect(one).toMatchObject({ label: '2', x1: x('2018'), x2: x('2018'), badgeX: x('2018') });
    expect(span!.badgeX).toBe(x('2000'));
    // 600 − 30 (padding) − 22 (year labels) = 548 is the plot's bottom; the badge is 34 px below it.
    expect(g.plot.bottom).toBe(548);
    expect(one!.badgeY).toBe(582);
  });
  test('a target after the last year sits on the right edge, one within the years at its year; both at their value', () => {
    const g = previewGeometry(view, { ...input, overlays });
    const [later, within] = g.marks!.targets;
    // Bars and lines: 60 px right padding (SPEC §9), plus 36 px for the later target's year.
    expect(g.plot.right).toBe(800 - 60 - 36);
    expect(previewGeometry(view, { ...input, overlays: { ...overlays, targets: [] } }).plot.right).toBe(800 - 60);
    expect(later!.x).toBe(g.plot.right);
    expect(within!.x).toBe(g.xLabels.find((l) => l.label === '2000')!.x);
    const tick = (v: string) => g.yTicks.find((t) => t.label === v)!.y;
    expect(later!.y).toBeCloseTo(tick('40'));
    expect(within!.y).toBeCloseTo(tick('80'));
  });
  test('without overlays there are no marks', () => {
    expect(previewGeometry(view, input).marks).toBeUndefined();
  });
});
