import { buildDrivers, driversToView, WATERFALL_COLOURS } from '@/lib/views/series/drivers';
import { buildChartOptions, toChartData } from '@/lib/charts/chartjs/options';
import { valueRange } from '@/lib/charts/svg/chart-frame';
import { previewGeometry } from '@/lib/charts/svg/preview-geometry';
import { describeLargestDriver, driversToTable } from '@/lib/views/series/drivers';
import { tableCells } from '@/lib/export/table';
import { toCsv } from '@/lib/export/csv';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = {
  locale: 'en' as const,
  restOf: (n: string) => `rest of ${n}`,
  energyWithoutTransport: 'Energy without transport',
};
/** Energy 100 → 60 of which transport 20 → 15; agriculture 20 → 10; LULUCF −30 → +4 (1990 → 2018). */
const gas = makeGas({
  sectors: [
    {
      id: 'energy',
      data: [100, 80, 60],
      cats: [
        { id: 'energy-ind', data: [70, 50, 40], subCats: [] },
        { id: 'transport', data: [20, 25, 15], subCats: [] },
        { id: 'oil', data: [10, 5, 5], subCats: [] },
      ],
    },
    { id: 'agri', data: [20, 10, 10], cats: [{ id: 'enteric', data: [20, 10, 10], subCats: [] }] },
    { id: 'lulucf', data: [-30, -10, 4], cats: [{ id: 'forest', data: [-30, -10, 4], subCats: [] }] },
  ],
  totals: { withLulucf: [90, 80, 74], withoutLulucf: [120, 90, 70] },
});
const name = (id: string) => gas.sectors.find((s) => s.id === id)!.name!;
const transportName = gas.sectors[0]!.cats[1]!.name!;
const years = { from: 1990, to: 2018 };
const labels = { total: (y: number) => `${y} total`, totals: 'Totals', increase: 'Increase', decrease: 'Decrease' };

describe('buildDrivers', () => {
  test('sector level: energy split into energy without transport and transport; LULUCF is a step', () => {
    const d = buildDrivers(gas, DEFAULT_FILTERS, years, opts);
    expect(d.steps.map((s) => [s.id, s.from, s.to, s.change])).toEqual([
      ['energy-without-transport', 80, 45, -35],
      ['transport', 20, 15, -5],
      ['agri', 20, 10, -10],
      ['lulucf', -30, 4, 34],
    ]);
    expect(d.steps[0]!.label).toBe('Energy without transport');
    expect(d.steps[1]!.label).toBe(transportName);
    expect(d.steps[0]!.percent).toBe(-43.75);
    expect(d.steps[3]!.percent).toBeCloseTo(113.333333, 5);
    // The totals are the national total with LULUCF of the two years (90 and 74).
    expect([d.start, d.end, d.nationalTotal]).toEqual([90, 74, true]);
    expect(d.largest?.id).toBe('energy-without-transport');
  });

  test('the same on the sector level with every sector shown; another pair of years', () => {
    const d = buildDrivers(gas, { ...DEFAULT_FILTERS, level: 'sector' }, { from: 2000, to: 2018 }, opts);
    expect(d.steps.map((s) => s.change)).toEqual([-10, -10, 0, 14]);
    expect([d.start, d.end]).toEqual([80, 74]);
    expect(d.largest?.id).toBe('lulucf');
  });

  test('a sector filter gives the categories of the chosen sectors, totals the sum of the parts', () => {
    const d = buildDrivers(gas, { ...DEFAULT_FILTERS, level: 'sector', sector: ['energy'] }, years, opts);
    expect(d.steps.map((s) => [s.id, s.change])).toEqual([
      ['energy-ind', -30],
      ['transport', -5],
      ['oil', -5],
    ]);
    expect([d.start, d.end, d.nationalTotal]).toEqual([100, 60, false]);
    expect(d.largest?.id).toBe('energy-ind');
  });

  test('the category level shows every category of the sectors shown', () => {
    const d = buildDrivers(gas, { ...DEFAULT_FILTERS, level: 'cat', sector: ['energy', 'agri'] }, years, opts);
    expect(d.steps.map((s) => s.id)).toEqual(['energy-ind', 'transport', 'oil', 'enteric']);
    expect([d.start, d.end]).toEqual([120, 70]);
  });

  test('nothing changed: no largest contributor', () => {
    const d = buildDrivers(
      gas,
      { ...DEFAULT_FILTERS, level: 'sector', sector: ['agri'] },
      { from: 2000, to: 2018 },
      opts,
    );
    expect(d.steps.map((s) => s.change)).toEqual([0]);
    expect(d.largest).toBeUndefined();
  });
});

describe('the waterfall', () => {
  const d = buildDrivers(gas, DEFAULT_FILTERS, years, opts);
  const view = driversToView(d, 'kt CO2 eq', labels);

  test('floating bars from the first total to the last, arrows on the steps', () => {
    expect(view.labels).toEqual([
      '1990 total',
      '▼ Energy without transport',
      `▼ ${transportName}`,
      `▼ ${name('agri')}`,
      `▲ ${name('lulucf')}`,
      '2018 total',
    ]);
    const [total, up, down] = view.series;
    expect(total!.ranges).toEqual([[0, 90], null, null, null, null, [0, 74]]);
    expect(down!.ranges).toEqual([null, [90, 55], [55, 50], [50, 40], null, null]);
    expect(up!.ranges).toEqual([null, null, null, null, [40, 74], null]);
    expect(up!.data).toEqual([0, 0, 0, 0, 34, 0]);
    expect([total!.colour, up!.colour, down!.colour]).toEqual([
      WATERFALL_COLOURS.total,
      WATERFALL_COLOURS.increase,
      WATERFALL_COLOURS.decrease,
    ]);
    expect(up!.label).toBe('▲ Increase');
    expect(down!.label).toBe('▼ Decrease');
    expect(view.years).toEqual([1990, 2018]);
  });

  test('Chart.js gets [start, end] pairs, unstacked at the full slot width, and the range of the bar ends', () => {
    const data = toChartData(view);
    expect(data.labels).toEqual(view.labels);
    expect(data.datasets[1]).toMatchObject({ type: 'bar', grouped: false, data: up(view) });
    expect(new Set(data.datasets.map((ds) => ds.stack)).size).toBe(3);
    expect(valueRange(view).min).toBe(0);
    expect(valueRange(view).max).toBeCloseTo(99, 9);
    expect(buildChartOptions(view, { locale: 'en', unit: 'kt' }).scales?.y).toBeDefined();
  });

  test('the SVG preview draws each bar between its own ends', () => {
    const g = previewGeometry(view, { width: 800, height: 400, locale: 'en' });
    expect(g.bars).toHaveLength(6);
    const tick = (v: number) => g.yTicks.find((t) => t.label === String(v))!.y;
    // The first decrease runs from 90 down to 55: its top is above the 60 tick, its bottom below it.
    const first = g.bars.find((b) => b.colour === WATERFALL_COLOURS.decrease)!;
    expect(first.y).toBeLessThan(tick(60));
    expect(first.y + first.h).toBeGreaterThan(tick(60));
    expect(g.lines).toEqual([]);
  });

  test('no part shown: no bars', () => {
    const none = buildDrivers(gas, { ...DEFAULT_FILTERS, level: 'sector', sector: [] }, years, opts);
    expect(driversToView(none, 'kt', labels).series).toEqual([]);
  });
});

function up(view: ReturnType<typeof driversToView>) {
  return view.series[1]!.ranges;
}

test('the table: values in both years, the change and the change in %, then the total; the CSV carries the same', () => {
  const d = buildDrivers(gas, DEFAULT_FILTERS, years, opts);
  const table = driversToTable(
    d,
    'kt CO2 eq',
    { series: 'Series', code: 'CRF code', unit: 'Unit' },
    { from: '1990', to: '2018', change: 'Change', percent: 'Change (%)' },
    'Total',
  );
  const { header, rows } = tableCells(table);
  expect(header).toEqual(['Series', 'CRF code', 'Unit', '1990', '2018', 'Change', 'Change (%)']);
  expect(rows[0]).toEqual(['Energy without transport', '1 − 1.A.3', 'kt CO2 eq', 80, 45, -35, -43.75]);
  expect(rows.at(-1)).toEqual(['Total', '', 'kt CO2 eq', 90, 74, -16, -17.777778]);
  expect(toCsv(table).split('\r\n')[4]).toBe(`"${name('lulucf')}",4,kt CO2 eq,-30,4,34,113.333333`);
});

test('the sentence names the largest contributor, in both languages', () => {
  const d = buildDrivers(gas, DEFAULT_FILTERS, years, opts);
  expect(describeLargestDriver(d, 'kt CO2 eq', 'en')).toBe(
    'From 1990 to 2018 the emissions shown went from 90.0 kt CO2 eq to 74.0 kt CO2 eq (\u221216.0 kt CO2 eq); the largest contributor was Energy without transport: \u221235.0 kt CO2 eq.',
  );
  expect(describeLargestDriver(d, 'kt CO2 ekv', 'et')).toBe(
    '1990. aastal oli näidatud heide 90,0 kt CO2 ekv, 2018. aastal 74,0 kt CO2 ekv (vähenes 16,0 kt CO2 ekv); suurim panus: energy without transport, \u221235,0 kt CO2 ekv.',
  );
});

test('a later year at or after the first projected year is told as projected, in each language (audit M3)', () => {
  const d = buildDrivers(gas, DEFAULT_FILTERS, years, opts);
  expect(describeLargestDriver(d, 'kt CO2 eq', 'en', 2018)).toBe(
    'From 1990 to 2018 the emissions shown are projected to go from 90.0 kt CO2 eq to 74.0 kt CO2 eq (\u221216.0 kt CO2 eq); the largest contributor is projected to be Energy without transport: \u221235.0 kt CO2 eq.',
  );
  expect(describeLargestDriver(d, 'kt CO2 ekv', 'et', 2018)).toBe(
    '1990. aastal oli näidatud heide 90,0 kt CO2 ekv, 2018. aastaks prognoositakse 74,0 kt CO2 ekv (vähenes 16,0 kt CO2 ekv); prognoositav suurim panus: energy without transport, \u221235,0 kt CO2 ekv.',
  );
  expect(describeLargestDriver(d, 'кт CO2-экв.', 'ru', 1990)).toMatch(
    /^По прогнозу, с 1990 по 2018 год показанные выбросы изменятся с 90,0/,
  );
  expect(describeLargestDriver(d, 'kt CO2 eq', 'en', 2019)).toMatch(/went from/);
});
