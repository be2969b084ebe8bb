import type { Locale } from '@/lib/model/locale';
import { buildActivityChartData } from '@/lib/charts/activity-config';
import { esrHeadline } from '@/lib/charts/esr-headline';
import { localiseActivity } from '@/lib/compile/localise-activity';
import { parseActivityFile } from '@/lib/compile/parse-activity-file';

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
