/**
 * The Chart.js set-up of an activity chart (data, options, the projection divider), shared by the
 * live chart and the chart.png export, so both draw the same picture.
 */
import type { ChartData, ChartOptions, Plugin } from 'chart.js';
import { activityModel, activityTooltipLine, type ActivityChartData } from '@/lib/charts/shown/activity-config';
import { PROJECTION_SHADE, valueRange } from '@/lib/charts/svg/chart-frame';
import { chartJsCategoryTicks, chartJsValueAxis } from '@/lib/charts/shown/ticks';
import type { Locale } from '@/lib/model/locale';
import { INTL_LOCALES } from '@/lib/format/number';

/** A shaded zone behind the projection years and a dashed line before the first of them, with the two group names (SPEC §3). */
function dividerPlugin(divider: NonNullable<ActivityChartData['divider']>): Plugin<'bar' | 'line'> {
  const dividerAt = (x: { getPixelForValue(v: number): number }) =>
    (x.getPixelForValue(divider.index - 1) + x.getPixelForValue(divider.index)) / 2;
  return {
    id: 'activityDivider',
    beforeDatasetsDraw(chart) {
      const x = chart.scales.x;
      if (!x) return;
      const { top, bottom, right } = chart.chartArea;
      const from = dividerAt(x);
      chart.ctx.save();
      chart.ctx.fillStyle = PROJECTION_SHADE;
      chart.ctx.fillRect(from, top, right - from, bottom - top);
      chart.ctx.restore();
    },
    afterDatasetsDraw(chart) {
      const x = chart.scales.x;
      if (!x) return;
      const at = (x.getPixelForValue(divider.index - 1) + x.getPixelForValue(divider.index)) / 2;
      const { top, bottom } = chart.chartArea;
      const ctx = chart.ctx;
      ctx.save();
      ctx.strokeStyle = '#444';
      ctx.lineWidth = 1.5;
      ctx.setLineDash([5, 4]);
      ctx.beginPath();
      ctx.moveTo(at, top);
      ctx.lineTo(at, bottom);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = '#333';
      ctx.font = '12px system-ui, sans-serif';
      ctx.textAlign = 'right';
      ctx.fillText(divider.inventory, at - 6, top + 12);
      ctx.textAlign = 'left';
      ctx.fillText(divider.projections, at + 6, top + 12);
      ctx.restore();
    },
  };
}

/** Data, options and plugins of an activity chart in Chart.js. */
export function activityChartConfig(chart: ActivityChartData, unit: string | undefined, locale: Locale) {
  const stacked = chart.kind === 'bar';
  const model = activityModel(chart);
  const line = (series: number, index: number) => activityTooltipLine(chart.series[series]!, index, unit, locale);
  const range = valueRange({ years: model.labels, series: model.series });
  const data: ChartData<'bar' | 'line', (number | null)[], string> = {
    labels: chart.labels,
    datasets: chart.series.map((s) => ({
      type: s.asLine ? ('line' as const) : ('bar' as const),
      label: s.label,
      data: s.data,
      backgroundColor: s.colour,
      borderColor: s.colour,
      borderWidth: s.asLine ? 3 : 0,
      ...(s.dashed ? { borderDash: [8, 5], pointRadius: 0 } : { pointRadius: 3 }),
      ...(s.projected ? { borderDash: [4, 3] } : {}),
      minBarLength: 0,
      order: s.asLine ? 0 : 1,
    })),
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: true,
    aspectRatio: 4 / 3,
    animation: false,
    locale: INTL_LOCALES[locale],
    layout: { padding: { left: 0, right: 20, top: chart.divider ? 18 : 0, bottom: 0 } },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        // The lines the SVG drawing answers a first hover with (activityTooltip); none for a gap or a zero bar.
        callbacks: { label: (ctx) => line(ctx.datasetIndex, ctx.dataIndex) },
        filter: (item) => line(item.datasetIndex, item.dataIndex) !== '',
      },
    },
    scales: {
      x: { stacked, ticks: chartJsCategoryTicks(chart.labels) },
      y: {
        stacked,
        // The same ticks as the SVG drawing (lib/charts/shown/ticks), over the range with 10 % headroom.
        ...chartJsValueAxis(range.min, range.max, locale),
        title: unit ? { display: true, text: unit } : undefined,
      },
    },
  };
  const plugins = chart.divider ? [dividerPlugin(chart.divider)] : [];
  return { data, options, plugins };
}
