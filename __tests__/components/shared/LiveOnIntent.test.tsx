/** The chart box: a new view is drawn until the reader's next intent towards the box itself brings the live chart. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LiveOnIntent } from '@/components/shared/LiveOnIntent';

/** Code that is already there, as after the reader's first intent. */
const loaded = { preload: async () => undefined, isLoaded: () => true };
let loadedLater = false;
const later = { preload: async () => void (loadedLater = true), isLoaded: () => loadedLater };

function Chart({ view, code = loaded }: { view: string; code?: typeof loaded }) {
  return (
    <>
      <button type="button">control beside the chart</button>
      <LiveOnIntent
        preview={<p data-testid="drawing">{view}</p>}
        live={<p data-testid="live">{view}</p>}
        code={code}
        view={view}
      />
    </>
  );
}

const box = () => document.querySelector('[data-live]')!;

test('a new view is drawn; a control beside the chart does not bring the live chart back, a press on the box does', async () => {
  const { rerender } = render(<Chart view="a" />);
  expect(screen.getByTestId('live').textContent).toBe('a');
  rerender(<Chart view="b" />);
  expect(screen.queryByTestId('live')).toBeNull();
  expect(screen.getByTestId('drawing').textContent).toBe('b');
  expect(box().getAttribute('data-live')).toBe('false');
  const control = screen.getByRole('button');
  await act(async () => {
    fireEvent.pointerMove(control);
    fireEvent.pointerDown(control);
    control.focus();
  });
  expect(screen.queryByTestId('live')).toBeNull();
  await act(async () => fireEvent.pointerDown(screen.getByTestId('drawing')));
  expect(screen.getByTestId('live').textContent).toBe('b');
  expect(box().getAttribute('data-live')).toBe('true');
});

test('the pointer moving over the box brings the live chart of the view shown', async () => {
  const { rerender } = render(<Chart view="a" />);
  rerender(<Chart view="b" />);
  await act(async () => fireEvent.pointerMove(screen.getByTestId('drawing'), { pointerType: 'mouse' }));
  expect(screen.getByTestId('live').textContent).toBe('b');
});

test('two quick choices: the drawing shows the second, and the intent brings the live chart of the second', async () => {
  const { rerender } = render(<Chart view="a" />);
  rerender(<Chart view="b" />);
  rerender(<Chart view="c" />);
  expect(screen.getByTestId('drawing').textContent).toBe('c');
  await act(async () => fireEvent.pointerDown(box()));
  expect(screen.getByTestId('live').textContent).toBe('c');
});

test('a view chosen while the code arrives stays drawn; the live chart waits for intent towards it', async () => {
  loadedLater = false;
  const { rerender } = render(<Chart view="a" code={later} />);
  expect(screen.getByTestId('drawing').textContent).toBe('a');
  fireEvent.pointerDown(box());
  rerender(<Chart view="b" code={later} />);
  await act(async () => undefined);
  expect(screen.queryByTestId('live')).toBeNull();
  expect(screen.getByTestId('drawing').textContent).toBe('b');
  await act(async () => fireEvent.pointerDown(box()));
  expect(screen.getByTestId('live').textContent).toBe('b');
});

test('a return to the view the live chart showed is drawn too, until the next intent', async () => {
  const { rerender } = render(<Chart view="a" />);
  expect(screen.getByTestId('live').textContent).toBe('a');
  rerender(<Chart view="b" />);
  rerender(<Chart view="a" />);
  expect(screen.queryByTestId('live')).toBeNull();
  expect(screen.getByTestId('drawing').textContent).toBe('a');
  await act(async () => fireEvent.pointerDown(box()));
  expect(screen.getByTestId('live').textContent).toBe('a');
});

/** A mouse moving to (x, y) over `target` (jsdom has no PointerEvent of its own). */
function pointerTo(target: Element, x: number, y: number) {
  const event = new MouseEvent('pointermove', { bubbles: true, clientX: x, clientY: y });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  target.dispatchEvent(event);
}

test('a pointer near the box fetches the code but builds no live chart; over the box, the live chart', async () => {
  loadedLater = false;
  render(<Chart view="a" code={later} />);
  // The box in view, 200 × 200 px from (100, 100); jsdom lays nothing out.
  const rect = { left: 100, top: 100, right: 300, bottom: 300, width: 200, height: 200, x: 100, y: 100 };
  jest.spyOn(box(), 'getBoundingClientRect').mockReturnValue({ ...rect, toJSON: () => rect });
  const control = screen.getByRole('button');
  // 300 px left of the box: nothing.
  await act(async () => pointerTo(control, -200, 150));
  expect(loadedLater).toBe(false);
  // 60 px left of it: the code, no chart.
  await act(async () => pointerTo(control, 40, 150));
  expect(loadedLater).toBe(true);
  expect(screen.queryByTestId('live')).toBeNull();
  // Over the box: the live chart.
  await act(async () => fireEvent.pointerMove(screen.getByTestId('drawing'), { pointerType: 'mouse' }));
  expect(screen.getByTestId('live').textContent).toBe('a');
});
