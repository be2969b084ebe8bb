import type { ChartView } from '@/lib/charts/shown/datasets';
import { tooltipContent, tooltipLine } from '@/lib/charts/shown/tooltip';

const view: ChartView = {
  unit: 'kt CO2 eq',
  years: [1990, 2024],
  series: [
    { id: 'energy', kind: 'bar', label: 'Energy', colour: '#111', data: [36237.596, 5437.9] },
    { id: 'waste', kind: 'bar', label: 'Waste', colour: '#222', data: [0.0234, 0] },
    { id: 'total', kind: 'line', label: 'Total', colour: '#333', data: [0, 10240.6] },
  ],
};

test('a line per series with a value, in the site number format and unit; empty bars left out', () => {
  expect(tooltipLine(view.series[0]!, 0, 'kt CO2 eq', 'en')).toBe('Energy: 36\u00a0237.6 kt CO2 eq');
  expect(tooltipLine(view.series[1]!, 0, 'kt CO2 eq', 'en')).toBe('Waste: 0.02 kt CO2 eq');
  expect(tooltipLine(view.series[1]!, 1, 'kt CO2 eq', 'en')).toBe('');
  // A line's zero is a value.
  expect(tooltipLine(view.series[2]!, 0, 'kt CO2 eq', 'en')).toBe('Total: 0.0 kt CO2 eq');
  expect(tooltipLine(view.series[0]!, 5, 'kt CO2 eq', 'en')).toBe('');
  expect(tooltipLine(view.series[0]!, 0, 'kt CO2 ekv', 'et')).toBe('Energy: 36\u00a0237,6 kt CO2 ekv');
});

test('the whole tooltip: the year as title, the series with values in their colours', () => {
  expect(tooltipContent(view, 1, 'kt CO2 eq', 'en')).toEqual({
    title: '2024',
    lines: [
      { colour: '#111', text: 'Energy: 5437.9 kt CO2 eq' },
      { colour: '#333', text: 'Total: 10\u00a0240.6 kt CO2 eq' },
    ],
  });
});

test('floating bars (the drivers waterfall) say their length; a part without a bar says nothing', () => {
  const drivers: ChartView = {
    unit: 'kt',
    years: [1990, 2024],
    labels: ['1990', 'Energy', '2024'],
    series: [
      {
        id: 'up',
        kind: 'bar',
        label: 'Increase',
        colour: '#a00',
        data: [0, 131.4, 0],
        ranges: [null, [100, 231.4], null],
      },
      {
        id: 'total',
        kind: 'bar',
        label: 'Total',
        colour: '#555',
        data: [36299, 0, 12147],
        ranges: [[0, 36299], null, [0, 12147]],
      },
    ],
  };
  expect(tooltipContent(drivers, 1, 'kt', 'en')).toEqual({
    title: 'Energy',
    lines: [{ colour: '#a00', text: 'Increase: 131.4 kt' }],
  });
  expect(tooltipContent(drivers, 0, 'kt', 'en').lines.map((l) => l.text)).toEqual(['Total: 36\u00a0299.0 kt']);
});
