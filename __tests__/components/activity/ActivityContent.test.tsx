import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import activityMessages from '@/messages/en/ActivityContent.json';
import exportMessages from '@/messages/en/ExportButtons.json';
import { ActivityContent } from '@/components/activity/ActivityContent';
import type { LocalisedActivity } from '@/lib/model/activity';

const messages = { ...activityMessages, ...exportMessages };
const received: unknown[] = [];
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));
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
  expect(cells).toEqual(['1500.250', '12\u00a0345.679', 'NO', 'N/A']);
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

test('a unit ending in an abbreviation keeps one full stop in the caption (кт CO2-экв.)', () => {
  const { container } = show(makeActivity({ unit: 'кт CO2-экв.' }));
  expect(container.querySelector('figcaption')?.textContent).toContain('Unit: кт CO2-экв. ');
  expect(container.querySelector('figcaption')?.textContent).not.toContain('экв..');
});

test('a table activity has one region, its table, so no two landmarks share the title', () => {
  show(makeActivity({ type: 'table', unit: undefined }));
  expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Road transport']);
});

test('a table wider than ten columns prints as runs of at most ten, made from the screen table when the page prints', () => {
  const columns = Array.from({ length: 23 }, (_, i) => String(2000 + i));
  const cells = columns.map((_, i) => i * 10);
  show(
    makeActivity({
      type: 'table',
      columns,
      years: columns.map((c, idx) => ({ idx, year: Number(c), isIncluded: true })),
      rows: [{ name: 'Cars', data: cells, cells }],
    }),
  );
  const runs = screen.getByTestId('print-activity-tables');
  // Nothing twice in the page as served: the runs are made when printing starts.
  expect(runs.childElementCount).toBe(0);
  fireEvent(window, new Event('beforeprint'));
  const tables = Array.from(runs.querySelectorAll('table'));
  expect(tables.map((t) => t.caption?.textContent)).toEqual([
    'Road transport (kt CO2 eq) (2000–2009)',
    'Road transport (kt CO2 eq) (2010–2019)',
    'Road transport (kt CO2 eq) (2020–2022)',
  ]);
  expect(tables.map((t) => Array.from(t.tHead!.rows[0]!.cells).map((c) => c.textContent))[2]).toEqual([
    'Vehicle',
    '2020',
    '2021',
    '2022',
  ]);
  // Whole numbers in the file stay whole (printed with the precision they are written with).
  expect(Array.from(tables[1]!.tBodies[0]!.rows[0]!.cells).map((c) => c.textContent)).toEqual([
    'Cars',
    '100',
    '110',
    '120',
    '130',
    '140',
    '150',
    '160',
    '170',
    '180',
    '190',
  ]);
  // A second print makes no second set.
  fireEvent(window, new Event('beforeprint'));
  expect(runs.querySelectorAll('table')).toHaveLength(3);
});

test('a table of ten columns or fewer prints as it is', () => {
  show(makeActivity({ type: 'table' }));
  expect(screen.queryByTestId('print-activity-tables')).toBeNull();
});

test('a chart has its downloads, chart.png and chart.xlsx, after its table', () => {
  show(makeActivity());
  const row = screen.getByRole('group', { name: 'Download' });
  expect(within(row).getByRole('button', { name: 'Export as image' })).toBeTruthy();
  expect(within(row).getByRole('button', { name: 'Export as XLSX' })).toBeTruthy();
  expect(row.previousElementSibling?.tagName).toBe('DETAILS');
});

describe('matrix files', () => {
  const matrix = makeActivity({
    id: 'm',
    title: 'Land-use areas matrix',
    type: 'matrix',
    unit: 'kha',
    nameHeader: 'Year',
    columns: ['From', 'Forest land', 'Cropland'],
    years: [],
    rows: [
      { name: '2022', data: [0, 2453.5, 0.2], cells: ['Forest land', 2453.5, 0.2] },
      { name: '2022', data: [0, 0.1, 0], cells: ['Cropland', 0.1, 'NO'] },
      { name: '2023', data: [0, 2453.062, 0.169], cells: ['Forest land', 2453.062, 0.169] },
      { name: '2023', data: [0, 0.031, 989.507], cells: ['Cropland', 0.031, 989.507] },
    ],
    source: 'CRT Table 4.1',
  });

  // The explorer's code comes in a chunk of its own: the tests wait for it as the page does.
  test('the newest year by default, from rows by to columns, the diagonal marked', async () => {
    window.history.replaceState(null, '', '/');
    show(matrix);
    await act(async () => {});
    const table = screen.getByRole('table', { name: 'Land-use areas matrix, 2023 (kha)' });
    const crop = within(table).getByRole('row', { name: /^Cropland/ });
    expect(
      within(crop)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0.031', '989.507']);
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2023');
    expect(screen.getByText('Source: CRT Table 4.1')).toBeTruthy();
  });

  test('the year of the address, and a new choice written back without a history entry', async () => {
    window.history.replaceState(null, '', '/?year=2022');
    show(matrix);
    await act(async () => {});
    expect(screen.getByRole('table', { name: 'Land-use areas matrix, 2022 (kha)' })).toBeTruthy();
    const length = window.history.length;
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2023' } });
    expect(screen.getByRole('table', { name: 'Land-use areas matrix, 2023 (kha)' })).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(length);
  });
});
