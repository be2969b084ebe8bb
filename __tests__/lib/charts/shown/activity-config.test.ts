import type { Locale } from '@/lib/model/locale';
import {
  activityTooltip,
  activityTooltipLine,
  buildActivityChartData,
  type ActivityChartData,
} from '@/lib/charts/shown/activity-config';
import { esrHeadline } from '@/lib/charts/shown/esr-headline';
import { localiseActivity } from '@/lib/compile/assemble/localise-activity';
import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';

const file = (extra: string) =>
  [
    'id: esr',
    'title: ESR',
    'type: lineChart',
    extra,
    'rows: |',
    '  Series\t2022\t2023\t2024\t2030',
    '  History\t5700\t5600\t5900\t-',
    '  WEM projection\t-\t5400\t5420\t5076',
    '  2030 limit\t-\t-\t-\t4709',
  ].join('\n');

function chart(extra: string, locale: Locale = 'en') {
  const parsed = parseActivityFile(file(extra), 'esr.yml');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return {
    chart: buildActivityChartData(localiseActivity(parsed.value, locale)),
    activity: localiseActivity(parsed.value, locale),
  };
}

describe('buildActivityChartData', () => {
  test('gaps stay gaps, a target row is a dashed level line, the divider sits before projections_year', () => {
    const { chart: c } = chart('gaps: true\nprojections_year: 2023\ntarget_items: [2030 limit]', 'et');
    expect(c.series[0]).toMatchObject({ label: 'History', data: [5700, 5600, 5900, null], asLine: true });
    expect(c.series[1]!.data).toEqual([null, 5400, 5420, 5076]);
    expect(c.series[2]).toMatchObject({ data: [4709, 4709, 4709, 4709], dashed: true, asLine: true });
    expect(c.divider).toEqual({ index: 1, inventory: 'Inventuur', projections: 'Prognoosid' });
  });

  test('a series with no value before the divider is a projection (short dashes); history and the limit are not', () => {
    const { chart: c } = chart('gaps: true\nprojections_year: 2023\ntarget_items: [2030 limit]');
    expect(c.series.map((s) => Boolean(s.projected))).toEqual([false, true, false]);
  });

  test('without gaps, non-numeric cells count as 0 as before, and there is no divider', () => {
    const { chart: c } = chart('unit: kt');
    expect(c.series[1]!.data).toEqual([0, 5400, 5420, 5076]);
    expect(c.series[2]!.dashed).toBeUndefined();
    expect(c.divider).toBeUndefined();
  });

  test('esrHeadline: WEM against the limit in the limit year', () => {
    expect(esrHeadline(chart('gaps: true\ntarget_items: [2030 limit]').activity)).toEqual({
      year: 2030,
      wem: 5076,
      limit: 4709,
      gap: 367,
    });
    expect(esrHeadline(chart('gaps: true').activity)).toBeUndefined();
    expect(esrHeadline(undefined)).toBeUndefined();
  });
});

describe('activityTooltip (Chart.js tooltip and the drawing’s first answer)', () => {
  const bars: ActivityChartData = {
    kind: 'bar',
    labels: ['2022', '2023'],
    series: [
      { label: 'Cars', data: [1234.5, 0], colour: '#111', asLine: false },
      { label: 'Buses', data: [0.25, 3], colour: '#222', asLine: false },
      { label: 'Limit', data: [null, 4000], colour: '#333', asLine: true, dashed: true },
    ],
  };

  // SPEC §9: one decimal, digits grouped from 10 000, a bar below 1 with one significant digit.
  test('a line per series with a value; a gap and a zero bar have none', () => {
    expect(activityTooltip(bars, 0, 'kt', 'en')).toEqual({
      title: '2022',
      lines: [
        { colour: '#111', text: 'Cars: 1234.5 kt' },
        { colour: '#222', text: 'Buses: 0.3 kt' },
      ],
    });
    expect(activityTooltip(bars, 1, undefined, 'et').lines.map((l) => l.text)).toEqual(['Buses: 3,0', 'Limit: 4000,0']);
  });

  test('the Chart.js line of a series is the same text', () => {
    expect(activityTooltipLine(bars.series[0]!, 1, 'kt', 'en')).toBe('');
    expect(activityTooltipLine(bars.series[2]!, 0, 'kt', 'en')).toBe('');
    expect(activityTooltipLine(bars.series[2]!, 1, 'kt', 'en')).toBe('Limit: 4000.0 kt');
  });
});
