import { buildView } from '@/lib/charts/shown/datasets';
import { buildChartOptions, toChartData } from '@/lib/charts/chartjs/options';
import { chartPadding, valueRange } from '@/lib/charts/svg/chart-frame';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = { locale: 'en' as const, restOf: (n: string) => `Rest of ${n}` };
const sectorView = buildView(makeGas(), { ...DEFAULT_FILTERS, level: 'sector' }, [], opts);
const totalView = buildView(makeGas(), DEFAULT_FILTERS, [], opts);

test('value range: stacked sums and lines with 10 % headroom, negatives below zero', () => {
  // 1990: positive stack 120, negative -30; line max 120.
  const { min, max } = valueRange(sectorView);
  expect(max).toBeCloseTo(132);
  expect(min).toBeCloseTo(-33);
});

test('paddings per SPEC §9', () => {
  expect(chartPadding(sectorView, false)).toEqual({ left: 60, bottom: 30, top: -10, right: 60 });
  expect(chartPadding(totalView, true)).toEqual({ left: 60, bottom: 30, top: -2, right: 20 });
});

test('chart data: bars stacked with min length 5, zero bars as gaps, lines width 3 radius 3', () => {
  const data = toChartData(buildView(makeGas(), { ...DEFAULT_FILTERS, level: 'subCat', sector: ['energy'] }, [], opts));
  expect(data.labels).toEqual(['1990', '2000', '2018']);
  const rest = data.datasets.find((d) => d.label === 'Rest of Energy industries');
  expect(rest).toMatchObject({ type: 'bar', stack: 'view', minBarLength: 5, data: [5, null, 5] });
  const line = toChartData(totalView).datasets[1];
  expect(line).toMatchObject({
    type: 'line',
    pointRadius: 3,
    borderWidth: 3,
    borderDash: [6, 4],
    stack: 'line-total-withLulucf',
  });
  expect(toChartData(totalView).datasets[0]).toMatchObject({ stack: 'line-total-withoutLulucf' });
});

test('options: axis limits, unit title and tooltip formatting', () => {
  const o = buildChartOptions(sectorView, { locale: 'en', unit: 'kt CO2 eq' });
  type Scale = { min: number; max: number; height: number; ticks: Array<{ value: number }> };
  const y = o.scales?.y as unknown as {
    afterDataLimits: (s: Scale) => void;
    afterBuildTicks: (s: Scale) => void;
    ticks: { callback: (v: number) => string };
    title: { text: string };
  };
  // Range -33 … 132 (10 % headroom) over 400 px: the axis ends on whole steps of 20 around it.
  const scale: Scale = { min: 0, max: 0, height: 400, ticks: [] };
  y.afterDataLimits(scale);
  y.afterBuildTicks(scale);
  expect([scale.min, scale.max]).toEqual([-40, 140]);
  expect(scale.ticks.map((t) => t.value)).toEqual([-40, -20, 0, 20, 40, 60, 80, 100, 120, 140]);
  expect(scale.ticks.map((t) => y.ticks.callback(t.value))).toEqual([
    '-40',
    '-20',
    '0',
    '20',
    '40',
    '60',
    '80',
    '100',
    '120',
    '140',
  ]);
  expect(y.title.text).toBe('kt CO2 eq');
  const padding = o.layout?.padding as unknown as (ctx: { chart: { width: number } }) => object;
  expect(padding({ chart: { width: 800 } })).toEqual({ left: 60, bottom: 30, top: -10, right: 60 });
  expect(padding({ chart: { width: 360 } })).toEqual({ left: 30, bottom: 30, top: -10, right: 30 });
  // The tooltip reads the view's series by dataset and index (lib/charts/shown/tooltip).
  const label = o.plugins?.tooltip?.callbacks?.label as unknown as (i: object) => string;
  const filter = o.plugins?.tooltip?.filter as unknown as (i: object) => boolean;
  const energy = sectorView.series.findIndex((s) => s.label === 'Energy');
  expect(label({ datasetIndex: energy, dataIndex: 0 })).toBe('Energy: 100.0 kt CO2 eq');
  expect(filter({ datasetIndex: energy, dataIndex: 0 })).toBe(true);
  expect(label({ datasetIndex: 99, dataIndex: 0 })).toBe('');
});

test('projection charts get the divider at the first projection year with both group labels', () => {
  const o = buildChartOptions(sectorView, {
    locale: 'en',
    unit: 'kt',
    firstProjectionYear: 2000,
    groupLabels: { inventory: 'Inventory', projections: 'Projections' },
  });
  expect(o.plugins?.projectionDivider).toEqual({ firstIndex: 1, inventory: 'Inventory', projections: 'Projections' });
  expect(
    buildChartOptions(sectorView, { locale: 'en', unit: 'kt' }).plugins?.projectionDivider?.firstIndex,
  ).toBeUndefined();
});

test('targets and events reach the marks plugin; a later target keeps 36 px right of the plot for its year', () => {
  const overlays = {
    events: [{ label: '1', from: 2000, to: 2000 }],
    targets: [{ label: '2030', year: 2030, value: 50 }],
  };
  const o = buildChartOptions(sectorView, { locale: 'en', unit: 'kt', overlays });
  expect(o.plugins?.chartOverlays).toEqual({
    events: [{ label: '1', from: 1, to: 1 }],
    targets: [{ label: '2030', value: 50, index: 'beyond' }],
  });
  const padding = o.layout?.padding as unknown as (ctx: { chart: { width: number } }) => object;
  // Bars and lines: right 60 (SPEC §9) + 36; halved sides on a phone, the 36 kept.
  expect(padding({ chart: { width: 800 } })).toMatchObject({ right: 96 });
  expect(padding({ chart: { width: 360 } })).toMatchObject({ left: 30, right: 66 });
});
