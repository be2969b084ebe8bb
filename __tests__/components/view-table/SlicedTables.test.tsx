/**
 * The island's tables come in slices: the first rows at once, the rest after paints, then the
 * print-only tables' rows, the region busy and pending until the last row is in; a newer table
 * replaces the one still coming in.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { SlicedTables } from '@/components/view-table/SlicedTables';
import type { ExportTable } from '@/lib/export/table';

const YEARS = Array.from({ length: 30 }, (_, i) => 1990 + i);
/** `count` rows named `prefix 1`…, each 30 years of the value 1. */
const makeTable = (prefix: string, count: number): ExportTable => ({
  headings: { series: 'Series', code: 'Code', unit: 'Unit' },
  unit: 'kt',
  years: YEARS,
  rows: Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    label: `${prefix} ${i + 1}`,
    values: YEARS.map(() => 1),
  })),
});
const labels = { caption: 'Emissions, kt', series: 'Series', code: 'Code' };
const rowNames = () => [...screen.getByTestId('view-table').querySelectorAll('tbody th')].map((th) => th.textContent);
/** jsdom paints at 60 frames a second, one slice a frame; generous for a busy machine. */
const SLICES = { timeout: 15000 };
jest.setTimeout(30000);
const region = () => screen.getByTestId('view-table').closest('[role="region"]')!;

test('the first table comes whole, as the first view it replaces', () => {
  render(<SlicedTables table={makeTable('a', 40)} locale="en" labels={labels} />);
  expect(rowNames()).toHaveLength(40);
  expect(region().getAttribute('aria-busy')).toBeNull();
  expect(document.querySelector('[data-pending]')).toBeNull();
});

test('a newer table: its first rows at once, the rest in slices, busy and pending until the last', async () => {
  const { rerender } = render(<SlicedTables table={makeTable('z', 2)} locale="en" labels={labels} />);
  rerender(<SlicedTables table={makeTable('a', 40)} locale="en" labels={labels} />);
  // 75 cells a slice, 32 columns a row: 2 rows; the print-only tables follow the screen's.
  expect(rowNames()).toEqual(['a 1', 'a 2']);
  for (const t of screen.getAllByTestId('print-table')) expect(t.querySelectorAll('tbody tr')).toHaveLength(0);
  expect(region().getAttribute('aria-busy')).toBe('true');
  expect(document.querySelector('[data-pending]')).not.toBeNull();
  await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull(), SLICES);
  expect(rowNames()).toHaveLength(40);
  expect(rowNames().at(-1)).toBe('a 40');
  expect(region().getAttribute('aria-busy')).toBeNull();
  expect(document.querySelector('[data-pending]')).toBeNull();
  // The print tables (10 years each) have every row too.
  const printed = screen.getAllByTestId('print-table');
  expect(printed).toHaveLength(3);
  for (const t of printed) expect(t.querySelectorAll('tbody tr')).toHaveLength(40);
});

test('a newer table while the rows come in starts again and ends with its own rows only', async () => {
  const { rerender } = render(<SlicedTables table={makeTable('z', 2)} locale="en" labels={labels} />);
  rerender(<SlicedTables table={makeTable('a', 40)} locale="en" labels={labels} />);
  expect(rowNames()).toHaveLength(2);
  rerender(<SlicedTables table={makeTable('b', 20)} locale="en" labels={labels} />);
  expect(rowNames()).toEqual(['b 1', 'b 2']);
  await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull(), SLICES);
  expect(rowNames()).toEqual(Array.from({ length: 20 }, (_, i) => `b ${i + 1}`));
  for (const t of screen.getAllByTestId('print-table')) expect(t.querySelectorAll('tbody tr')).toHaveLength(20);
});

test('a newer table of one slice shows all its rows at once, its print-only tables in the next slice', async () => {
  const { rerender } = render(<SlicedTables table={makeTable('z', 40)} locale="en" labels={labels} />);
  rerender(<SlicedTables table={makeTable('a', 2)} locale="en" labels={labels} />);
  expect(rowNames()).toEqual(['a 1', 'a 2']);
  await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull(), SLICES);
  for (const t of screen.getAllByTestId('print-table')) expect(t.querySelectorAll('tbody tr')).toHaveLength(2);
});

test("the screen's table has fixed column widths, set from the whole table while its rows come in; the printed ones are measured", async () => {
  const { rerender } = render(<SlicedTables table={makeTable('z', 2)} locale="en" labels={labels} />);
  const whole = makeTable('a', 40);
  whole.rows[39]!.values[3] = -1234.5;
  rerender(<SlicedTables table={whole} locale="en" labels={labels} />);
  const table = screen.getByTestId('view-table');
  expect(rowNames()).toHaveLength(2);
  expect(table.className).toContain('fixed-columns');
  const widths = () => ['--row-head-ch', '--first-ch', '--rest-ch'].map((p) => table.style.getPropertyValue(p));
  // The widest label, 'a 40' (3.75 ch), and 2 for the swatch; the code column's heading, 'Code'
  // (4.85 ch); the widest figure of all the years, -1,234.500 (8.9 ch).
  expect(widths()).toEqual(['6ch', '5ch', '9ch']);
  await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull(), SLICES);
  expect(widths()).toEqual(['6ch', '5ch', '9ch']);
  for (const t of screen.getAllByTestId('print-table')) expect(t.className).not.toContain('fixed-columns');
});

test("the print-only tables' rows, which take no layout on screen, come in slices four times as large", async () => {
  const { rerender } = render(<SlicedTables table={makeTable('z', 2)} locale="en" labels={labels} />);
  rerender(<SlicedTables table={makeTable('a', 40)} locale="en" labels={labels} />);
  const printed = screen.getAllByTestId('print-table')[0]!;
  const counts: number[] = [];
  const observer = new MutationObserver(() => {
    const n = printed.querySelectorAll('tbody tr').length;
    if (n !== counts.at(-1)) counts.push(n);
  });
  observer.observe(printed, { childList: true, subtree: true });
  await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull(), SLICES);
  observer.disconnect();
  // 2 rows a slice on screen (75 cells, 32 columns a row), 8 in print.
  expect(counts).toEqual([8, 16, 24, 32, 40]);
});
