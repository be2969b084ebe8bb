import type { Locator, Page } from 'playwright-core';

export interface ShownView {
  years: number[];
  series: { label: string; kind: 'bar' | 'line'; values: number[] }[];
}

/** A table cell as a number: "19 974,140" → 19974.14. */
export const parseCell = (s: string) =>
  Number(
    s
      .replace(/[ \u00a0\u202f]/g, '')
      .replace('\u2212', '-')
      .replace(',', '.'),
  );

/**
 * What the reader sees of the chart view once it has settled (its table's rows all in): the years
 * and rows of the table under the chart, and for each row whether its legend entry is a line or a
 * bar swatch.
 */
export async function shownView(page: Page): Promise<ShownView> {
  await viewSettled(page);
  const raw = await page.evaluate(() => {
    const table = document.querySelector('[data-testid="view-table"]');
    if (!table) throw new Error('no table under the chart yet');
    const years = [...table.querySelectorAll('thead th')].slice(2).map((th) => th.textContent ?? '');
    const kinds = new Map(
      [...document.querySelectorAll('figcaption ul li')].map((li) => {
        const label = [...li.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('');
        const mark = li.querySelector('span') as HTMLElement | null;
        return [label, mark?.style.borderTopStyle ? 'line' : 'bar'] as const;
      }),
    );
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => {
      const label = tr.querySelector('th')?.textContent ?? '';
      return {
        label,
        kind: kinds.get(label) ?? '?',
        cells: [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? ''),
      };
    });
    return { years, rows };
  });
  return {
    years: raw.years.map(Number),
    series: raw.rows.map((r) => ({ label: r.label, kind: r.kind as 'bar' | 'line', values: r.cells.map(parseCell) })),
  };
}

/** How many bars an SVG chart drawing shows: its bars are one path per colour, one closed rectangle per bar. */
export function drawnBars(svg: Locator): Promise<number> {
  return svg
    .locator('path[data-bars]')
    .evaluateAll((paths) => paths.reduce((sum, p) => sum + (p.getAttribute('d')?.match(/z/g) ?? []).length, 0));
}

/**
 * The chart page's island is running (its filters are there; before, the page shows its first view)
 * and shows its view: the sentence and the chart, the SVG drawing or, once the reader has turned
 * to it, the Chart.js canvas (both carry the view's `data-signature`; a view chosen with the
 * controls is drawn as SVG until the next intent towards the chart), its table's rows all in
 * (a view that needs another file, such as an older submission's, brings its table in slices).
 */
export async function chartReady(page: Page) {
  await page.getByTestId('gas-select').waitFor({ state: 'attached' });
  await page.getByTestId('summary').waitFor();
  await page.locator('[data-live] [data-signature]').waitFor();
  await viewSettled(page);
}

/**
 * The view has caught up with the reader's last choice: the chart region is neither loading files
 * nor waiting for the deferred render of the view (ChartExplorer's aria-busy and data-pending), so
 * its chart, table and sentence show what the controls show.
 */
export async function viewSettled(page: Page) {
  // On a page without a chart region there is nothing to wait for.
  await page.waitForFunction(() => !document.querySelector('section[aria-busy="true"], [data-pending]'));
}

/**
 * The address's query once the view shows the choice: a control writes the address after the frame
 * that shows the choice, while the view follows in a deferred render that may end before or after.
 */
export async function settledQuery(page: Page): Promise<string> {
  await viewSettled(page);
  return new URL(page.url()).search;
}
