import { act, fireEvent, render, screen } from '@testing-library/react';
import { SectorPie } from '@/components/pie/SectorPie';
import type { PieData } from '@/lib/charts/shown/pie-data';
import { makePieLabels } from '@/__tests__/components/pie/support/pie-labels';

const received: { data: { datasets: { data: number[] }[] }; options: { plugins: { title: { text: string } } } }[] = [];
jest.mock('react-chartjs-2', () => ({
  Pie: (props: (typeof received)[number]) => {
    received.push(props);
    return <canvas />;
  },
}));

const labels = makePieLabels({ slider: 'Year' });
const data: PieData = {
  years: [2000, 2001, 2002],
  sectors: [
    { id: 'energy', name: 'Energy', colour: '#000', shares: [70, 60, 50] },
    { id: 'waste', name: 'Waste', colour: '#fff', shares: [30, 40, 50] },
  ],
};
const lastProps = () => received[received.length - 1]!;
const figure = () => document.querySelector('figure') as HTMLElement;

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  received.length = 0;
});
afterEach(() => jest.useRealTimers());

test('advances a year every 2 s until the last year, with the year as chart title', () => {
  mockReducedMotion(false);
  render(<SectorPie data={data} locale="en" labels={labels} />);
  expect(lastProps().options.plugins.title.text).toBe('2000');
  act(() => jest.advanceTimersByTime(2000));
  expect(lastProps().options.plugins.title.text).toBe('2001');
  expect(lastProps().data.datasets[0]?.data).toEqual([60, 40]);
  act(() => jest.advanceTimersByTime(4000));
  expect(figure().dataset.year).toBe('2002');
  expect(figure().dataset.playing).toBe('false');
});

test('moving the slider stops the animation', () => {
  mockReducedMotion(false);
  render(<SectorPie data={data} locale="en" labels={labels} />);
  const slider = screen.getByRole('slider', { name: 'Year' });
  expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['2000', '2002']);
  fireEvent.change(slider, { target: { value: '2001' } });
  act(() => jest.advanceTimersByTime(6000));
  expect(figure().dataset.year).toBe('2001');
  expect(figure().dataset.playing).toBe('false');
});

test('reduced motion shows the last year and never advances', () => {
  mockReducedMotion(true);
  render(<SectorPie data={data} locale="en" labels={labels} />);
  expect(figure().dataset.year).toBe('2002');
  expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(3);
});
