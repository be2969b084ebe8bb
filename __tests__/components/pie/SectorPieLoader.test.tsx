import { act, render, screen } from '@testing-library/react';
import { SectorPieLoader } from '@/components/pie/SectorPieLoader';
import type { PieData } from '@/lib/charts/shown/pie-data';
import { makePieLabels } from '@/__tests__/components/pie/support/pie-labels';

jest.mock('react-chartjs-2', () => ({ Pie: () => <canvas data-testid="live-pie" /> }));

const labels = makePieLabels({ title: 'Sector shares' });
const data: PieData = {
  years: [1990, 1991],
  sectors: [
    { id: 'energy', name: 'Energy', colour: '#112233', shares: [75, 70] },
    { id: 'waste', name: 'Waste', colour: '#445566', shares: [25, 30] },
  ],
};

beforeEach(() => {
  // The pie is far below the viewport: the observer never reports it.
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

test('before the pie comes near, a still drawing of the first year stands in, one slice per sector in its colour', () => {
  render(<SectorPieLoader data={data} locale="en" labels={labels} />);
  const still = screen.getByRole('img', { name: 'Sector shares, 1990' });
  expect(still.textContent).toBe('1990');
  const paths = [...still.querySelectorAll('path')];
  expect(paths.map((p) => p.getAttribute('fill'))).toEqual(['#112233', '#445566']);
  // 75 % from 12 o'clock clockwise ends at 9 o'clock of the 800×600 drawing (centre 400,300, radius 198).
  expect(paths[0]!.getAttribute('d')).toBe('M400 300 L400 102 A198 198 0 1 1 202 300 Z');
  expect(screen.queryByTestId('live-pie')).toBeNull();
});

/** An observer whose report the test makes: the returned function says the pie has come near. */
function watchNear(): () => void {
  let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  window.IntersectionObserver = class {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return () => report([{ isIntersecting: true }]);
}

test('a keyboard focus in the stand-in moves to the same control of the live pie when it takes over', async () => {
  const comeNear = watchNear();
  render(<SectorPieLoader data={data} locale="en" labels={labels} />);
  const standInSummary = screen.getByText(labels.tableSummary);
  standInSummary.focus();
  expect(document.activeElement).toBe(standInSummary);
  act(comeNear);
  await screen.findByTestId('live-pie');
  const liveSummary = screen.getByText(labels.tableSummary);
  expect(liveSummary).not.toBe(standInSummary);
  expect(document.activeElement).toBe(liveSummary);
});

test('a focus that left the stand-in for elsewhere is not pulled back when the live pie arrives', async () => {
  const comeNear = watchNear();
  render(<SectorPieLoader data={data} locale="en" labels={labels} />);
  screen.getByText(labels.tableSummary).focus();
  screen.getByText(labels.tableSummary).blur();
  act(comeNear);
  await screen.findByTestId('live-pie');
  expect(document.activeElement).toBe(document.body);
});
