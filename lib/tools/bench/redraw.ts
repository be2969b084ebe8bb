import type { Page } from 'playwright-core';

// Kept as source text: a bundler's helpers (e.g. tsx's __name) would not exist in the page.
const TOGGLE_AND_WAIT = `async (label) => {
  const drawing = () => document.querySelector('[data-live] [data-signature]');
  const input = [...document.querySelectorAll('[data-testid="filter-sector"] label')]
    .find((l) => l.textContent && l.textContent.trim() === label)
    ?.querySelector('input');
  if (!drawing() || !input) throw new Error('no chart or no sector checkbox ' + label);
  const before = drawing().dataset.signature;
  const t0 = performance.now();
  input.click();
  await new Promise((resolve) => {
    // The box may hold neither for a frame, while the drawing that replaces the canvas is sized.
    const check = () => {
      const shown = drawing();
      if (shown && shown.dataset.signature !== before) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
  return Number(drawing().dataset.drawnAt) - t0;
}`;

/**
 * Milliseconds from a click on a sector checkbox of the chart page to the end of the chart's
 * next draw: the new view's SVG drawing, or the Chart.js canvas where it stays live (each records
 * `data-drawn-at` and a signature of what it shows).
 */
export async function timeSectorToggle(page: Page, sectorLabel: string): Promise<number> {
  return page.evaluate(`(${TOGGLE_AND_WAIT})(${JSON.stringify(sectorLabel)})`) as Promise<number>;
}
