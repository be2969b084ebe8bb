/** The HTML legend of the activity chart's SVG preview (its geometry: __tests__/lib/charts/svg/activity-geometry.test.ts). */
import { render } from '@testing-library/react';
import { ActivityChart } from '@/components/activity/ActivityChart';
import type { ActivityChartData } from '@/lib/charts/shown/activity-config';

const chart: ActivityChartData = {
  kind: 'line',
  labels: ['2022', '2023', '2024', '2030'],
  series: [
    { label: 'History', data: [5700, 5600, null, null], colour: '#111', asLine: true },
    { label: 'WEM', data: [null, 5400, null, 5076], colour: '#222', asLine: true },
    { label: 'Limit', data: [4709, 4709, 4709, 4709], colour: '#333', asLine: true, dashed: true },
  ],
  divider: { index: 1, inventory: 'Inventory', projections: 'Projections' },
};

test('the legend marks the limit as a dashed line and the others as lines', () => {
  const { container } = render(<ActivityChart chart={chart} unit="kt CO2 eq" label="ESR" locale="en" />);
  const items = [...container.querySelectorAll('li')];
  expect(items.map((li) => li.textContent)).toEqual(['History', 'WEM', 'Limit']);
  expect(items[2]!.querySelector('span')!.className).toMatch(/dashed/);
  expect(items[0]!.querySelector('span')!.className).not.toMatch(/dashed/);
});
