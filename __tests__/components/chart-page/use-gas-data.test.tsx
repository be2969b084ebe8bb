/**
 * useGasData: a gas's files fetched once and the view's data ready when they have arrived; a request
 * whose files are all loaded already is ready in its first render and stays the same object, so the
 * view built of it is built once (a new object would build the chart, table and sentence again).
 */
import { Suspense } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { useGasData, type LoadStatus } from '@/components/chart-page/use-gas-data';

const CORE = { id: 'co2', sectors: [{ id: 'energy', values: [1, 2] }] };
const CATEGORIES = { energy: [{ id: 'energy-ind', values: [1, 1] }] };

const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    const body = url.endsWith('categories.json') ? CATEGORIES : CORE;
    return { ok: true, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

/** Every status the hook returned, in render order. */
function Probe({ categories, seen }: { categories: boolean; seen: LoadStatus[] }) {
  const { status } = useGasData('en', 'co2', { inventory: { period: 'inventory', submission: '2026' }, categories });
  seen.push(status);
  return <p>{status.state}</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

test('a request of loaded files is ready at once and keeps one status object', async () => {
  const seen: LoadStatus[] = [];
  const view = (categories: boolean) => (
    <Suspense fallback={<p>waiting</p>}>
      <Probe categories={categories} seen={seen} />
    </Suspense>
  );
  // The render suspends until the files have arrived: act awaited.
  const { rerender, container } = await act(async () => render(view(true)));
  await waitFor(() => expect(container.textContent).toBe('ready'));
  await settle();
  expect(fetched.filter((url) => url.includes('co2'))).toHaveLength(2);
  const before = seen.length;
  // The core file is loaded: a view without categories needs nothing more.
  await act(async () => rerender(view(false)));
  await settle();
  const after = seen.slice(before);
  expect(after[0]!.state).toBe('ready');
  expect(new Set(after).size).toBe(1);
  expect(fetched.filter((url) => url.includes('co2'))).toHaveLength(2);
  const gas = after[0]!.state === 'ready' ? after[0]!.gas : undefined;
  expect(gas?.sectors[0]!.cats).toEqual([]);
});
