/**
 * How the outlook changed, on the real data. By hand: 2019 round WEM total without LULUCF 2030
 * 14 812.630 and 2040 13 312.923 kt (AR4; Gapfilled of the 2019 CSV); 2025 round 9 337.25 and
 * 7 000.3 kt (AR5; NECPR 2025 Annex I). 2030: 9 337.25 − 14 812.630 = −5 475.38 kt, −36.96 %.
 */
import { loadGasData, loadPointRounds } from '@/lib/compile/load/load';
import { buildOutlook, describeOutlook, outlookToTable, outlookToView } from '@/lib/views/series/outlook';
import { withCompiledData } from '@/__tests__/lib/compile/support/compiled-data';

withCompiledData();

const outlook = (locale: 'en' | 'et' | 'ru' = 'en') => {
  const gas = loadGasData(locale, { period: 'projections', measure: 'wem', round: '2019' }, 'co2eq')!;
  const latest = loadGasData(locale, { period: 'inventory', submission: '2026' }, 'co2eq')!;
  const newer = loadPointRounds(locale)[0]!;
  return buildOutlook({ id: '2019', gwp: 'AR4 GWP100', gas }, newer, 'wem', {
    id: '2026',
    gwp: 'AR5 GWP100',
    gas: latest,
  });
};

test('the 2019 and 2025 rounds side by side for 2030 and 2040; no inventory row while the years are ahead', () => {
  const o = outlook();
  expect(o.years).toEqual([2030, 2040]);
  expect(o.rows.map((r) => [r.source, r.gwp])).toEqual([
    ['2019', 'AR4 GWP100'],
    ['2025', 'AR5 GWP100'],
  ]);
  expect(o.rows[0]!.values[0]).toBeCloseTo(14812.63, 2);
  expect(o.rows[0]!.values[1]).toBeCloseTo(13312.923, 3);
  expect(o.rows[1]!.values).toEqual([9337.25, 7000.3]);
  expect(o.rows[1]!.values[0]! - o.rows[0]!.values[0]!).toBeCloseTo(-5475.38, 2);
});

test('the sentence gives the fall in kt and % with both bases, in en, et and ru', () => {
  expect(describeOutlook(outlook(), 'kt CO2 eq', 'en')).toBe(
    'Between the projections reported in 2019 and in 2025, the outlook for 2030 fell by 5475 kt CO2 eq (37 %): from 14\u00a0813 kt CO2 eq (AR4 GWP100) to 9337 kt CO2 eq (AR5 GWP100).',
  );
  expect(describeOutlook(outlook('et'), 'kt CO2 ekv', 'et')).toBe(
    '2030. aasta heide oli 2019. aastal esitatud prognoosis 14\u00a0813 kt CO2 ekv (AR4 GWP100) ja 2025. aastal esitatud prognoosis 9337 kt CO2 ekv (AR5 GWP100): 5475 kt CO2 ekv ehk 37 % väiksem.',
  );
  expect(describeOutlook(outlook('ru'), 'кт CO2-экв.', 'ru')).toMatch(
    /^Прогноз выбросов на 2030 год снизился на 5475 кт CO2-экв\. \(37 %\): с 14\u00a0813/,
  );
});

test('the chart: one bar from zero per round and year, nothing joined; the table one row per round', () => {
  const o = outlook();
  const view = outlookToView(o, 'kt CO2 eq', (r) => `reported ${r.source}`);
  expect(view.labels).toEqual(['2030 · 2019', '2030 · 2025', '2040 · 2019', '2040 · 2025']);
  expect(view.series.every((s) => s.kind === 'bar')).toBe(true);
  expect(view.series[1]!.ranges).toEqual([null, [0, 9337.25], null, [0, 7000.3]]);
  const table = outlookToTable(o, 'kt CO2 eq', { series: 'Series', code: 'Code', unit: 'Unit' }, (r) => r.source);
  expect(table.years).toEqual([2030, 2040]);
  expect(table.rows.map((r) => r.label)).toEqual(['2019', '2025']);
});
