import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en/ActivityContent.json';
import { ActivityContent } from '@/components/activity/ActivityContent';
import type { LocalisedActivity } from '@/lib/model/types';

const received: unknown[] = [];
jest.mock('react-chartjs-2', () => ({
  Chart: (props: unknown) => {
    received.push(props);
    return <canvas data-testid="chart" />;
  },
}));

function makeActivity(overrides: Partial<LocalisedActivity> = {}): LocalisedActivity {
  return {
    id: 'road',
    title: 'Road transport',
    type: 'barChart',
    unit: 'kt CO2 eq',
    nameHeader: 'Vehicle',
    columns: ['2017', '2018'],
    years: [
      { idx: 0, year: 2017, isIncluded: true },
      { idx: 1, year: 2018, isIncluded: true },
    ],
    rows: [
      { name: 'Cars', data: [1500.25, 12345.6789], cells: [1500.25, 12345.6789], colour: 2 },
      { name: 'Buses', data: [0, 3], cells: ['NO', null] },
    ],
    ...overrides,
  };
}

const show = (activity: LocalisedActivity, file = 'data/x.yml') =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ActivityContent activity={activity} file={file} html="<p>Some <strong>text</strong></p>" />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  received.length = 0;
});

/** Activity charts are SVG drawings until pointed at; point at the chart and wait for Chart.js. */
async function pointAtChart(container: HTMLElement) {
  fireEvent.pointerDown(container.querySelector('.activity-chart')!);
  await screen.findByTestId('chart');
}

test('before any pointer the chart is not drawn by Chart.js', () => {
  const { container } = show(makeActivity());
  expect(received).toHaveLength(0);
  expect(container.querySelector('.activity-chart')?.getAttribute('data-live')).toBe('false');
  // The drawing's legend names every row.
  expect(within(container.querySelector('.activity-chart') as HTMLElement).getByText('Buses')).toBeTruthy();
});

test('a bar chart gets one dataset per row with the year labels and palette colours', async () => {
  const { container } = show(makeActivity());
  await pointAtChart(container);
  expect(screen.getByRole('heading', { name: 'Road transport' })).toBeTruthy();
  expect(screen.getByText('text').tagName).toBe('STRONG');
  const props = received[0] as {
    type: string;
    data: { labels: string[]; datasets: { label: string; data: number[]; backgroundColor: string }[] };
  };
  expect(props.type).toBe('bar');
  expect(props.data.labels).toEqual(['2017', '2018']);
  expect(props.data.datasets.map((d) => [d.label, d.data])).toEqual([
    ['Cars', [1500.25, 12345.6789]],
    ['Buses', [0, 3]],
  ]);
  expect(props.data.datasets[0]?.backgroundColor).not.toBe(props.data.datasets[1]?.backgroundColor);
});

test('a line chart is drawn as lines', async () => {
  const { container } = show(makeActivity({ type: 'lineChart' }));
  await pointAtChart(container);
  expect((received[0] as { type: string }).type).toBe('line');
});

test('a table formats numbers with 3 decimals, strings as is, otherwise N/A', () => {
  show(makeActivity({ type: 'table' }));
  expect(received).toHaveLength(0);
  const table = screen.getByRole('table', { name: 'Road transport (kt CO2 eq)' });
  const cells = within(table)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells).toEqual(['1500.250', '12 345.679', 'NO', 'N/A']);
  expect(within(table).getByRole('rowheader', { name: 'Buses' })).toBeTruthy();
});

test('an unknown type says Unknown chart type followed by the file', () => {
  show(makeActivity({ type: 'pieChart' }), 'data/sectors/x/y.yml');
  expect(screen.getByText('Unknown chart type data/sectors/x/y.yml')).toBeTruthy();
  expect(received).toHaveLength(0);
});

test('the caption is the figure’s last child; the table’s disclosure follows the figure', () => {
  const { container } = show(makeActivity({ source: 'Statistics Estonia' }));
  const figure = container.querySelector('figure')!;
  expect(figure.lastElementChild?.tagName).toBe('FIGCAPTION');
  expect(figure.querySelector('details')).toBeNull();
  expect(figure.nextElementSibling?.tagName).toBe('DETAILS');
  expect(within(figure.nextElementSibling as HTMLElement).getByRole('table')).toBeTruthy();
});

test('a table activity has one region, its table, so no two landmarks share the title', () => {
  show(makeActivity({ type: 'table', unit: undefined }));
  expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Road transport']);
});
