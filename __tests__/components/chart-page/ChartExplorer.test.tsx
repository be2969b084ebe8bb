/**
 * The chart island against compiled data: the real inventory files plus the hand-made
 * prognosis FIXTURES (never published), to prove the projections path end to end.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import path from 'node:path';
import { Suspense } from 'react';
import ChartExplorer from '@/components/chart-page/ChartExplorer';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { compileData } from '@/lib/compile/assemble/compile-data';
import { readDataDir } from '@/lib/compile/read/read-data-dir';
import type { GasListEntry } from '@/lib/model/gas-data';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';
import { pickIslandMessages } from '@/lib/i18n/island-messages';
import { loadMessages } from '@/lib/i18n/messages';

jest.setTimeout(30000);
/** Generous waits: the first render of a file compiles a lot, and CI machines can be busy. */
const SLOW = { timeout: 10000 };
let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));
type ChartProps = {
  data: { labels: string[]; datasets: { label: string; data: (number | null)[] }[] };
  options: { plugins: { projectionDivider: { firstIndex?: number; inventory: string; projections: string } } };
};
const charts: ChartProps[] = [];
jest.mock('react-chartjs-2', () => ({
  Chart: (props: ChartProps) => {
    charts.push(props);
    return <canvas data-testid="mock-chart" />;
  },
}));

const data = readDataDir(path.join(process.cwd(), 'data'));
data.projections = readDataDir(path.join(process.cwd(), '__tests__', 'fixtures', 'data')).projections;
const { documents, issues } = compileData(data);
// The files as the data route publishes them: the compiled {locale}/…/{name} at /data/{locale}/{name}.
const published = new Map(
  Object.entries(documents).map(([key, doc]) => [`/data/${key.split('/')[0]}/${key.split('/').pop()}`, doc]),
);
const requests: string[] = [];
let failNext = 0;

beforeAll(() => {
  expect(issues).toEqual([]);
  global.fetch = jest.fn(async (url: string) => {
    requests.push(url);
    if (failNext > 0) {
      failNext -= 1;
      throw new TypeError('network down');
    }
    const doc = published.get(url);
    return { ok: doc !== undefined, status: doc ? 200 : 404, json: async () => doc } as Response;
  }) as unknown as typeof fetch;
});
beforeEach(() => {
  charts.length = 0;
  requests.length = 0;
  jest.spyOn(window.history, 'replaceState');
});

const list = (key: string) => documents[key] as GasListEntry[];
const submissions = documents['en/inventory/submissions.json'] as SubmissionInfo[];
const lastChart = () => charts.at(-1)!;
/** The addresses written with history.replaceState, oldest first. */
const replaced = () => (window.history.replaceState as jest.Mock).mock.calls.map((c) => String(c[2]));
/** The chart is an SVG drawing until pointed at; point at it and wait for the Chart.js chart. */
async function liveChart() {
  const box = await waitFor(() => {
    const el = document.querySelector('[data-live]');
    if (!el) throw new Error('no chart box yet');
    return el;
  }, SLOW);
  fireEvent.pointerDown(box);
  return screen.findByTestId('mock-chart', {}, SLOW);
}
const line = (label: string) => lastChart().data.datasets.find((d) => d.label === label)!.data;
/**
 * A view chosen with the controls is drawn first (no Chart.js chart built in the frames after the
 * choice); a press on the chart box brings Chart.js back. Presses the box while the drawing shows,
 * until `check` holds for the live chart.
 */
async function liveOnceShown(check: () => void) {
  await waitFor(() => {
    const box = document.querySelector('[data-live="false"]');
    if (box) fireEvent.pointerDown(box);
    check();
  }, SLOW);
}

/**
 * As on the page: the island's first render waits for its data inside a Suspense boundary (rendered
 * within an awaited act, so the render that follows the data's arrival runs too).
 */
async function renderExplorer(projections: boolean) {
  await act(async () => {
    render(
      <IslandMessages messages={pickIslandMessages(loadMessages('en'))}>
        <Suspense fallback={<p data-testid="pre-rendered">pre-rendered view</p>}>
          <ChartExplorer
            locale="en"
            period={projections ? 'projections' : 'inventory'}
            submissions={projections ? submissions.slice(0, 1) : submissions}
            gases={Object.fromEntries(submissions.map((s) => [s.id, list(`en/inventory/${s.id}/gases.json`)]))}
            rounds={
              projections
                ? (documents['en/projections/rounds.json'] as ProjectionRoundInfo[]).map((r) => ({
                    ...r,
                    gases: { wem: list('en/projections/wem/gases.json'), wam: list('en/projections/wam/gases.json') },
                  }))
                : null
            }
            population={null}
          />
        </Suspense>
      </IslandMessages>,
    );
  });
}

test('projections: the round’s own years, divider at its first projected year, the newest inventory as a line of its own', async () => {
  search = '';
  await renderExplorer(true);
  await liveChart();
  // The fixture round: 2020 its inventory year, 2025 and 2030 projected (projections_year 2025).
  expect(lastChart().data.labels).toEqual(['2020', '2025', '2030']);
  expect(lastChart().options.plugins.projectionDivider).toEqual({
    firstIndex: 1,
    inventory: 'Inventory',
    projections: 'Projections',
  });
  expect(line('Total without LULUCF')).toEqual([10, 8, 6]);
  // The 2026 submission's total without LULUCF in 2020 (data/past/2026/co2eq.yml), nothing after 2024.
  const inventory = line('Inventory, 2026 submission (AR5 GWP100), total without LULUCF');
  expect(inventory[0]).toBeCloseTo(11320.2, 1);
  expect(inventory.slice(1).every((v) => v === null || Number.isNaN(v))).toBe(true);
  // The fixture's WEM has a single gas (CH4): no note under the gas choice.
  expect(screen.queryByTestId('gas-note')).toBeNull();
  expect(requests).toEqual(expect.arrayContaining(['/data/en/inventory-2026-co2eq.json', '/data/en/wem-co2eq.json']));
  expect(screen.queryByTestId('submission-select')).toBeNull();
});

test('switching to WAM loads the WAM file, resets the gas to co2eq and writes measure=wam', async () => {
  search = 'gas=ch4&level=sector';
  await renderExplorer(true);
  await liveChart();
  expect((screen.getByTestId('gas-select') as HTMLSelectElement).value).toBe('ch4');
  await act(async () => fireEvent.click(within(screen.getByTestId('measure-tabs')).getByLabelText(/WAM/)));
  await waitFor(() => expect(requests).toContain('/data/en/wam-co2eq.json'));
  await waitFor(() => expect((screen.getByTestId('gas-select') as HTMLSelectElement).value).toBe('co2eq'));
  await liveOnceShown(() => expect(lastChart().data.labels.at(-1)).toBe('2030'));
  // The fixture's WAM has CO2 eq only: the gas choice says why.
  expect((await screen.findByTestId('gas-note', {}, SLOW)).textContent).toBe(
    'Single-gas projections (CO2, methane, nitrous oxide, F-gases) are not published in the 2020 projection: it gives CO2 equivalents only.',
  );
  await waitFor(() => expect(replaced().at(-1)).toMatch(/\?measure=wam&level=sector$/));
});

test('without projection files the island shows the inventory series and no scenario tabs', async () => {
  search = '';
  await renderExplorer(false);
  await liveChart();
  expect(screen.queryByTestId('measure-tabs')).toBeNull();
  expect(lastChart().data.labels.at(-1)).toBe('2024');
  expect(lastChart().options.plugins.projectionDivider.firstIndex).toBeUndefined();
});

test('a failed request shows Retry, and Retry recovers', async () => {
  search = 'gas=n2o';
  // Both tries fail: the first render's wait for the file, and the island's own fetch once it is shown.
  failNext = 2;
  await renderExplorer(false);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.queryByTestId('mock-chart')).toBeNull();
  await act(async () => fireEvent.click(retry));
  await liveChart();
  expect(requests.filter((r) => r === '/data/en/inventory-2026-n2o.json')).toHaveLength(3);
});

test('unchecking a sector redraws without it and writes the selection to the URL', async () => {
  search = 'level=sector';
  await renderExplorer(false);
  await liveChart();
  expect(lastChart().data.datasets.map((d) => d.label)).toContain('Waste');
  fireEvent.click(screen.getByRole('button', { name: /Sectors/ }));
  fireEvent.click(within(screen.getByTestId('filter-sector')).getByLabelText('Waste'));
  await liveOnceShown(() => expect(lastChart().data.datasets.map((d) => d.label)).not.toContain('Waste'));
  expect(lastChart().data.datasets.map((d) => d.label)).not.toContain('Total without LULUCF');
  await waitFor(() =>
    expect(replaced().at(-1)).toMatch(/\?level=sector&sector=energy&sector=ind-proc&sector=agri&sector=lulucf$/),
  );
});

test('the sector level loads only the core file; the category level loads the categories file and shows them', async () => {
  search = 'level=sector';
  await renderExplorer(false);
  await liveChart();
  // (The core file may be in the island's cache from an earlier test; no categories file is asked for.)
  expect(requests.filter((r) => r.endsWith('-categories.json'))).toEqual([]);
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'By category' })));
  await liveOnceShown(() => expect(lastChart().data.datasets.map((d) => d.label)).toContain('Energy industries'));
  expect(requests.filter((r) => r.endsWith('-categories.json'))).toEqual([
    '/data/en/inventory-2026-co2eq-categories.json',
  ]);
  expect(within(screen.getByTestId('filter-cat')).getByLabelText(/Energy industries/)).toBeTruthy();
});

test('once the reader points at the filters, the categories are fetched ahead and the category level draws at once', async () => {
  search = 'gas=n2o&level=sector';
  await renderExplorer(false);
  await liveChart();
  expect(requests).not.toContain('/data/en/inventory-2026-n2o-categories.json');
  fireEvent.pointerOver(screen.getByTestId('gas-select'));
  await waitFor(() => expect(requests).toContain('/data/en/inventory-2026-n2o-categories.json'));
  // Let the fetched file land in the cache, then switch: no loading state in between.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  const built = charts.length;
  fireEvent.click(screen.getByRole('radio', { name: 'By category' }));
  expect(screen.queryByText('Loading data…')).toBeNull();
  // The new view is drawn, not built with Chart.js, until the reader turns to the chart itself.
  expect(document.querySelector('[data-live]')!.getAttribute('data-live')).toBe('false');
  expect(charts.length).toBe(built);
  await liveOnceShown(() => expect(lastChart().data.datasets.map((d) => d.label)).toContain('Agricultural soils'));
});

test('a shared link naming a gas the scenario lacks opens that scenario with co2eq', async () => {
  search = 'measure=wam&gas=ch4';
  await renderExplorer(true);
  await liveChart();
  expect((screen.getByTestId('gas-select') as HTMLSelectElement).value).toBe('co2eq');
  expect(requests).not.toContain('/data/en/wam-ch4.json');
  expect(lastChart().data.labels.at(-1)).toBe('2030');
});

test('a bookmarked share view: bars of % shares adding up to 100, LULUCF said to count as zero, table in %', async () => {
  search = 'level=sector&view=share';
  await renderExplorer(false);
  await liveChart();
  expect((screen.getByLabelText('Share of total (%)') as HTMLInputElement).checked).toBe(true);
  const datasets = lastChart().data.datasets;
  expect(datasets.map((d) => d.label)).not.toContain('Total without LULUCF');
  const last = datasets.reduce((sum, d) => sum + (d.data.at(-1) ?? 0), 0);
  expect(last).toBeCloseTo(100, 4);
  expect(screen.getByTestId('view-note').textContent).toContain('Land use, land-use change and forestry (LULUCF)');
  expect(screen.getByTestId('view-table').querySelector('caption')?.textContent).toMatch(
    /share of gross emissions, %$/,
  );
  expect(screen.getByTestId('summary').textContent).toMatch(
    /^In 2024 the largest share of the gross emissions shown was Energy: \d+\u00a0%\.$/,
  );
});

test('switching to the change view writes view=change and draws % changes from the first year', async () => {
  search = '';
  await renderExplorer(false);
  await liveChart();
  fireEvent.click(screen.getByLabelText('Change since first year (%)'));
  await liveOnceShown(() => expect(line('Total without LULUCF')[0]).toBe(0));
  expect(line('Total without LULUCF').at(-1)).toBeCloseTo(-74.6, 1);
  await waitFor(() => expect(replaced().at(-1)).toMatch(/\?view=change$/));
  expect(screen.getByTestId('summary').textContent).toBe(
    'In 2024 total emissions without LULUCF were 75\u00a0% below their 1990 level.',
  );
});

test('Copy link copies the address and says so in a live region; Embed shows the iframe code of the view', async () => {
  search = 'view=change';
  const writeText = jest.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  await renderExplorer(false);
  await liveChart();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(screen.getByTestId('share-status').textContent).toBe(`Link copied: ${window.location.href}`);
  expect(screen.getByTestId('share-status').getAttribute('aria-live')).toBe('polite');
  fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
  expect((screen.getByTestId('embed-code') as HTMLTextAreaElement).value).toBe(
    `<iframe src="${window.location.origin}/en/embed/inventory/?view=change" title="CO2 equivalent (all gases, AR5 GWP100) — total emissions: change since 1990 (chart)" width="100%" height="720" style="border:0;max-width:960px" loading="lazy"></iframe>`,
  );
});

test('choosing the 2020 submission shows 1990–2018 and writes submission=2020; the newest is left out of the URL', async () => {
  search = '';
  await renderExplorer(false);
  await liveChart();
  expect((screen.getByTestId('submission-select') as HTMLSelectElement).value).toBe('2026');
  await act(async () => fireEvent.change(screen.getByTestId('submission-select'), { target: { value: '2020' } }));
  await liveOnceShown(() => expect(lastChart().data.labels.at(-1)).toBe('2018'));
  expect(line('Total without LULUCF').at(-1)).toBeCloseTo(19974.14, 1);
  // The address is written after the frame that shows the choice.
  await waitFor(() => expect(replaced().at(-1)).toMatch(/\?submission=2020$/));
  expect(screen.getByTestId('summary').textContent).toBe(
    'In 2018 total emissions without LULUCF were 19\u00a0974\u00a0kt CO2 eq, 50\u00a0% less than in 1990 (40\u00a0277\u00a0kt CO2 eq).',
  );
  expect(screen.getByTestId('basis-note').textContent).toContain('2020 submission (CRF), years 1990–2018');
  await act(async () => fireEvent.change(screen.getByTestId('submission-select'), { target: { value: '2026' } }));
  await liveOnceShown(() => expect(lastChart().data.labels.at(-1)).toBe('2024'));
  await waitFor(() => expect(replaced().at(-1)).not.toMatch(/submission/));
});

test('the sub-category level of the newest submission is a note with a link to the 2020 submission, not an empty chart', async () => {
  search = 'level=subCat';
  await renderExplorer(false);
  const note = await screen.findByTestId('missing-level');
  expect(screen.queryByTestId('mock-chart')).toBeNull();
  const link = within(note).getByRole('link', { name: 'Show this view in the 2020 submission' });
  expect(link.getAttribute('href')).toBe('/en/inventory/?submission=2020&level=subCat');
  await act(async () => fireEvent.click(link));
  await waitFor(() => expect(screen.queryByTestId('missing-level')).toBeNull());
  await liveChart();
  expect(lastChart().data.labels.at(-1)).toBe('2018');
  expect(screen.getByTestId('view-table').textContent).toContain('Public electricity and heat production');
});

test('the revisions view against 2020: LULUCF 2018 in both submissions, the difference, and the GWP note', async () => {
  search = 'gas=co2eq&level=sector&view=revisions&against=2020';
  await renderExplorer(false);
  await liveChart();
  const lulucf = 'Land use, land-use change and forestry (LULUCF)';
  const labels = lastChart().data.labels;
  expect(labels.at(-1)).toBe('2018');
  expect(line(lulucf).at(-1)).toBeCloseTo(3246.282213 - -1990.176615, 3);
  // The table's rows come in slices; its region is busy until the last is in.
  await waitFor(
    () => expect(screen.getByTestId('view-table').closest('[role="region"]')?.getAttribute('aria-busy')).toBeNull(),
    SLOW,
  );
  const row = (name: string) =>
    within(screen.getByTestId('view-table')).getByRole('rowheader', { name }).closest('tr')!;
  expect(row(`${lulucf}: 2026 submission`).lastElementChild?.textContent).toBe('3246.282');
  expect(row(`${lulucf}: 2020 submission`).lastElementChild?.textContent).toBe('-1990.177');
  expect(row(`${lulucf}: difference`).lastElementChild?.textContent).toBe('5236.459');
  expect(screen.getByTestId('view-note').textContent).toContain('AR4 GWP100');
  expect(screen.getByTestId('summary').textContent).toMatch(/^The largest revision: /);
  expect((screen.getByTestId('against-select') as HTMLSelectElement).value).toBe('2020');
  expect(replaced().at(-1) ?? window.location.search).not.toMatch(/against=2025/);
});
