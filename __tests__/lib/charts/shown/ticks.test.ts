import type { Locale } from '@/lib/model/locale';
import { axisTicks, chartJsCategoryTicks, chartJsValueAxis, niceTicks, stepDecimals } from '@/lib/charts/shown/ticks';

const distinct = (labels: string[]) => new Set(labels).size === labels.length;

describe('axisTicks', () => {
  test.each<[string, number, number, number, Locale, string[]]>([
    // The emission-intensity chart: values up to about 3 over a short axis.
    ['small range', 0, 3.2, 300, 'en', ['0.0', '0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5']],
    ['small range, Estonian', 0, 3.2, 300, 'et', ['0,0', '0,5', '1,0', '1,5', '2,0', '2,5', '3,0', '3,5']],
    ['tiny range', 0, 0.032, 200, 'en', ['0.00', '0.01', '0.02', '0.03', '0.04']],
    ['quarter steps', 0, 1.1, 200, 'en', ['0.00', '0.25', '0.50', '0.75', '1.00', '1.25']],
    ['negative range', -33, 132, 400, 'en', ['-40', '-20', '0', '20', '40', '60', '80', '100', '120', '140']],
    ['only negative', -2.2, 0, 200, 'en', ['-2.5', '-2.0', '-1.5', '-1.0', '-0.5', '0.0']],
    ['percent change', -61.4, 5.2, 320, 'en', ['-70', '-60', '-50', '-40', '-30', '-20', '-10', '0', '10']],
    ['percent share', 0, 110, 400, 'en', ['0', '20', '40', '60', '80', '100', '120']],
    [
      'large',
      0,
      22000,
      400,
      'en',
      [
        '0',
        '2500',
        '5000',
        '7500',
        '10\u00a0000',
        '12\u00a0500',
        '15\u00a0000',
        '17\u00a0500',
        '20\u00a0000',
        '22\u00a0500',
      ],
    ],
  ])('%s', (_, min, max, px, locale, labels) => {
    const t = axisTicks(min, max, px, locale);
    expect(t.labels).toEqual(labels);
    expect(distinct(t.labels)).toBe(true);
  });

  test('labels never repeat for any range and axis length', () => {
    for (const max of [0.0007, 0.013, 0.4, 1, 2.9, 3.3, 7, 48, 333, 9999, 123456]) {
      for (const px of [80, 160, 240, 400, 640]) {
        for (const min of [0, -max / 3, -max]) {
          const t = axisTicks(min, max, px, 'en');
          expect(distinct(t.labels)).toBe(true);
          expect(t.values[0]).toBeLessThanOrEqual(min);
          expect(t.values[t.values.length - 1]).toBeGreaterThanOrEqual(max);
        }
      }
    }
  });

  test('zero is always a tick', () => {
    expect(niceTicks(5, 17, 5)).toContain(0);
    expect(niceTicks(-17, -5, 5)).toContain(0);
  });

  test.each([
    [100, 0],
    [5, 0],
    [0.5, 1],
    [2.5, 1],
    [0.25, 2],
    [0.002, 3],
  ])('step %d needs %d decimals', (step, d) => {
    expect(stepDecimals(step)).toBe(d);
  });
});

test('the Chart.js axis draws the same ticks and labels as axisTicks', () => {
  const axis = chartJsValueAxis(0, 3.2, 'en');
  const scale = { min: 0, max: 0, height: 300, ticks: [] as Array<{ value: number }> };
  axis.afterDataLimits(scale);
  axis.afterBuildTicks(scale);
  const expected = axisTicks(0, 3.2, 300, 'en');
  expect(scale.ticks.map((t) => t.value)).toEqual(expected.values);
  expect([scale.min, scale.max]).toEqual([0, 3.5]);
  expect(scale.ticks.map((t) => axis.ticks.callback(t.value))).toEqual(expected.labels);
});

test('chartJsCategoryTicks: a sample of labels of one length is measured; mixed or few labels are all measured', () => {
  const years = Array.from({ length: 61 }, (_, i) => String(1990 + i));
  expect(chartJsCategoryTicks(years)).toEqual({ sampleSize: 6 });
  expect(chartJsCategoryTicks([...years.slice(0, 10), 'Base year'])).toEqual({});
  expect(chartJsCategoryTicks(years.slice(0, 6))).toEqual({});
  expect(chartJsCategoryTicks([])).toEqual({});
});
