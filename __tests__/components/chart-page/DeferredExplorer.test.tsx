/**
 * When the chart island replaces its first view: at idle after the load, at once for an address
 * with a query, or on the reader's pointer or focus in the chart area; the first view stays until
 * the island's code and its file (data and messages) are in, and a control that had the keyboard
 * focus keeps it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import type { DeferredExplorer as DeferredExplorerType } from '@/components/chart-page/DeferredExplorer';

let release: () => void = () => {};
const islandReady = () => new Promise<void>((resolve) => (release = resolve));
let waitForIsland = Promise.resolve();
/** The island's data, when a test makes the island wait for them. */
let islandData: Promise<void> | undefined;
jest.mock('@/components/chart-page/ChartExplorer', () => ({
  __esModule: true,
  default: function Island({ period }: { period: string }) {
    if (islandData) React.use(islandData);
    return (
      <div data-testid="island" data-period={period}>
        <button type="button">Show the table</button>
      </div>
    );
  },
}));
// The messages the island is given, shown on its wrapper.
jest.mock('@/components/i18n/IslandMessages', () => ({
  IslandMessages: ({
    messages,
    children,
  }: {
    messages: { ChartPage: { retry: string } };
    children: React.ReactNode;
  }) => (
    <div data-testid="island-messages" data-retry={messages.ChartPage.retry}>
      {children}
    </div>
  ),
}));
// The island's code arrives when the test releases it.
jest.mock('@/components/shared/preloadable', () => {
  const actual = jest.requireActual('@/components/shared/preloadable');
  return { preloadable: (load: () => Promise<unknown>) => actual.preloadable(() => waitForIsland.then(load)) };
});

/** DeferredExplorer with its own copy of the island's lazy loader, so every test waits for the code afresh. */
function freshDeferredExplorer(): typeof DeferredExplorerType {
  let fresh: typeof DeferredExplorerType | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('react/jsx-dev-runtime', () => jsxDevRuntime);
    fresh = jest.requireActual<{ DeferredExplorer: typeof DeferredExplorerType }>(
      '@/components/chart-page/DeferredExplorer',
    ).DeferredExplorer;
  });
  return fresh!;
}
let DeferredExplorer: typeof DeferredExplorerType;

const props = { locale: 'en', period: 'inventory' } as const;
const first = (
  <div data-testid="first">
    <button type="button">Show the table</button>
  </div>
);
/** The island's file as the data route writes it, cut to what the mocked island reads. */
const islandFile = {
  props: { period: 'inventory' },
  messages: { ChartPage: { retry: 'Retry' }, FilterPanel: {}, ExportButtons: {}, Print: {}, ChartOverlays: {} },
};
/** Whether the island's file is served (a test turns it off to stand for a failed request). */
let fileServed = true;
let idle: (() => void) | undefined;

beforeEach(() => {
  DeferredExplorer = freshDeferredExplorer();
  idle = undefined;
  islandData = undefined;
  fileServed = true;
  waitForIsland = islandReady();
  global.fetch = jest.fn(async () =>
    fileServed ? ({ ok: true, json: async () => islandFile } as Response) : ({ ok: false } as Response),
  );
  window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
    idle = () => cb({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
  window.cancelIdleCallback = jest.fn();
  performance.mark = jest.fn() as unknown as typeof performance.mark;
  window.history.replaceState(null, '', '/en/inventory/');
});

async function islandArrives() {
  await act(async () => {
    release();
    await waitForIsland;
  });
}

test('the first view stays until the page is idle; then the island replaces it, marked idle-fetch', async () => {
  render(<DeferredExplorer {...props} first={first} />);
  expect(screen.getByTestId('first')).toBeTruthy();
  expect(screen.queryByTestId('island')).toBeNull();
  expect(idle).toBeDefined();
  act(() => idle!());
  expect(performance.mark).toHaveBeenCalledWith('idle-fetch');
  // While the island's code is on its way, the first view stays.
  expect(screen.getByTestId('first')).toBeTruthy();
  await islandArrives();
  expect(await screen.findByTestId('island')).toBeTruthy();
  expect(screen.queryByTestId('first')).toBeNull();
  // The island's props and messages come from its file, fetched with its code.
  expect(global.fetch).toHaveBeenCalledWith('/data/en/chart-inventory.json');
  expect(screen.getByTestId('island').dataset.period).toBe('inventory');
  expect(screen.getByTestId('island-messages').dataset.retry).toBe('Retry');
});

test('an address with a query fetches the island at once, without waiting for idle', async () => {
  window.history.replaceState(null, '', '/en/inventory/?view=per-capita');
  render(<DeferredExplorer {...props} first={first} />);
  expect(idle).toBeUndefined();
  await islandArrives();
  expect(await screen.findByTestId('island')).toBeTruthy();
  expect(performance.mark).not.toHaveBeenCalled();
});

test('a pointer over the chart area fetches the island before idle', async () => {
  render(<DeferredExplorer {...props} first={first} />);
  fireEvent.pointerOver(screen.getByTestId('first'));
  await islandArrives();
  expect(await screen.findByTestId('island')).toBeTruthy();
  act(() => idle?.());
  expect(performance.mark).not.toHaveBeenCalled();
});

test('keyboard focus on a control of the first view moves to the same control of the island', async () => {
  render(<DeferredExplorer {...props} first={first} />);
  const still = screen.getByRole('button', { name: 'Show the table' });
  act(() => still.focus());
  expect(document.activeElement).toBe(still);
  await islandArrives();
  const island = await screen.findByTestId('island');
  const live = screen.getByRole('button', { name: 'Show the table' });
  expect(island.contains(live)).toBe(true);
  expect(document.activeElement).toBe(live);
});

test('while the island waits for its data, the same first view stays, with the keyboard focus where it was', async () => {
  let dataArrive = () => {};
  islandData = new Promise<void>((resolve) => (dataArrive = resolve));
  render(<DeferredExplorer {...props} first={first} />);
  const still = screen.getByRole('button', { name: 'Show the table' });
  act(() => still.focus());
  await islandArrives();
  // The code is there, the data are not: the first view is not replaced by a copy of itself.
  expect(screen.getByTestId('first').contains(still)).toBe(true);
  expect(document.activeElement).toBe(still);
  await act(async () => {
    dataArrive();
    await islandData;
  });
  expect(await screen.findByTestId('island')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show the table' }));
});

test('when the island cannot be fetched, the first view stays, visible, and the next pointer tries again', async () => {
  window.history.replaceState(null, '', '/en/inventory/?view=per-capita');
  waitForIsland = Promise.reject(new Error('offline'));
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<DeferredExplorer {...props} first={first} />);
  await act(async () => {
    await waitForIsland.catch(() => undefined);
  });
  expect(await screen.findByTestId('first')).toBeTruthy();
  expect(screen.queryByTestId('island')).toBeNull();
  // The address asked for another view, but with no island the first view is all there is: it is not hidden.
  expect(container.querySelector('[data-stale]')).toBeNull();
  quiet.mockRestore();
  // Once the network is back, the reader's next pointer over the chart area tries again.
  waitForIsland = islandReady();
  fireEvent.pointerOver(screen.getByTestId('first'));
  await islandArrives();
  expect(await screen.findByTestId('island')).toBeTruthy();
});

test("when the island's file cannot be fetched, the first view stays and the next pointer tries again", async () => {
  fileServed = false;
  render(<DeferredExplorer {...props} first={first} />);
  fireEvent.pointerOver(screen.getByTestId('first'));
  await islandArrives();
  await act(async () => {});
  expect(screen.getByTestId('first')).toBeTruthy();
  expect(screen.queryByTestId('island')).toBeNull();
  fileServed = true;
  fireEvent.pointerOver(screen.getByTestId('first'));
  expect(await screen.findByTestId('island')).toBeTruthy();
  expect(global.fetch).toHaveBeenCalledTimes(2);
});
