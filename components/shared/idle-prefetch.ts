'use client';
/**
 * Fetches the interactive chart code before the reader points at a chart: when the page has
 * been idle after load, or at the first sign of intent anywhere on the page (pointer moved or
 * pressed, key, touch, wheel or scroll), whichever comes first. The start is marked in the
 * performance timeline ("chart-prefetch") so the bench can tell bytes before idle from the rest.
 */
const INTENT = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
const tasks: Array<() => unknown> = [];
let armed = false;
let fired = false;

function fire() {
  if (fired) return;
  fired = true;
  for (const type of INTENT) window.removeEventListener(type, fire, true);
  if (typeof performance.mark === 'function') performance.mark('chart-prefetch');
  for (const task of tasks.splice(0)) void task();
}

function arm() {
  armed = true;
  for (const type of INTENT) window.addEventListener(type, fire, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fire, { timeout: 4000 });
    else setTimeout(fire, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Runs `task` (e.g. a chart's preload) when the page is idle or the reader shows intent. */
export function prefetchWhenIdle(task: () => unknown): void {
  if (typeof window === 'undefined') return;
  if (fired) {
    void task();
    return;
  }
  tasks.push(task);
  if (!armed) arm();
}

/** Runs `task` in a later idle period (or soon, where idle callbacks do not exist). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 200);
}
