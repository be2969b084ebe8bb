/**
 * Drawing the compare view as lines: the SVG preview through the site's chart geometry
 * (modelGeometry), the Chart.js data and options for the interactive chart and chart.png.
 * A year without a value is a gap in its line, never a filled-in point.
 */
import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import type { CompareChartView, CompareSeries } from '@/lib/charts/compare/compare-view';
import { LINE_WIDTH, valueRange } from '@/lib/charts/svg/chart-frame';
import { modelGeometry, type PreviewGeometry, type PreviewLine } from '@/lib/charts/svg/preview-geometry';
import { chartJsCategoryTicks, chartJsValueAxis } from '@/lib/charts/shown/ticks';
import { tooltipOf, type TooltipContent } from '@/lib/charts/shown/tooltip';

const PADDING = { left: 60, right: 20, top: 8, bottom: 30 };

/** Each null replaced by a value the series has anyway, so it cannot change the axis range. */
function filled(data: readonly (number | null)[]): number[] {
  const first = data.find((v): v is number => v !== null) ?? 0;
  return data.map((v) => v ?? first);
}

/** The runs of consecutive years with a value, as index ranges [from, to]. */
export function valueRuns(data: readonly (number | null)[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  data.forEach((v, i) => {
    if (v === null) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  });
  return runs;
}

/** SVG geometry of the view at a size; side paddings halved below 600 px as on the chart pages. */
export function compareGeometry(
  view: CompareChartView,
  size: { width: number; height: number },
  locale: Locale,
): PreviewGeometry {
  const narrow = size.width < 600;
  const g = modelGeometry(
    {
      labels: view.years.map(String),
      series: view.series.map((s) => ({ kind: 'line' as const, colour: s.colour, data: filled(s.data) })),
    },
    {
      ...size,
      locale,
      padding: {
        ...PADDING,
        left: narrow ? PADDING.left / 2 : PADDING.left,
        right: narrow ? PADDING.right / 2 : PADDING.right,
      },
      minBarLength: 0,
    },
  );
  const lines: PreviewLine[] = view.series.flatMap((s, k) =>
    valueRuns(s.data).map(([from, to]) => ({ ...g.lines[k]!, points: g.lines[k]!.points.slice(from, to + 1) })),
  );
  return { ...g, lines };
}

/** Chart.js datasets: one line per area, gaps where a year has no value. */
export function compareChartData(view: CompareChartView): ChartData<'line', (number | null)[], string> {
  return {
    labels: view.years.map(String),
    datasets: view.series.map((s) => ({
      label: s.label,
      data: s.data,
      borderColor: s.colour,
      backgroundColor: s.colour,
      pointRadius: LINE_WIDTH,
      borderWidth: s.id === 'est' ? LINE_WIDTH + 1 : LINE_WIDTH,
      spanGaps: false,
      tension: 0,
    })),
  };
}

/** Chart.js options: the site's value axis and year labels, tooltips with the view's decimals. */
export function compareChartOptions(view: CompareChartView, locale: Locale): ChartOptions<'line'> {
  const { min, max } = valueRange({
    years: view.years,
    series: view.series.map((s) => ({ kind: 'line' as const, data: filled(s.data) })),
  });
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    layout: {
      padding: (ctx: { chart: { width: number } }) =>
        ctx.chart.width < 600 ? { ...PADDING, left: PADDING.left / 2, right: PADDING.right / 2 } : PADDING,
    },
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { grid: { display: false }, ticks: chartJsCategoryTicks(view.years.map(String)) },
      y: { ...chartJsValueAxis(min, max, locale), title: { display: true, text: view.unit } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<'line'>) =>
            compareTooltipLine(view.series[item.datasetIndex]!, item.dataIndex, view, locale),
        },
      },
    },
  };
}

/** One area's tooltip line at year position `index` ("Estonia: 25.4 %"), '' where it has no value. */
function compareTooltipLine(s: CompareSeries, index: number, view: CompareChartView, locale: Locale): string {
  const value = s.data[index];
  return value === null || value === undefined
    ? ''
    : `${s.label}: ${formatNumber(value, locale, { decimals: view.decimals })} ${view.unit}`;
}

/** The tooltip at year position `index`, as Chart.js shows it and the SVG drawing answers a first hover. */
export function compareTooltip(view: CompareChartView, index: number, locale: Locale): TooltipContent {
  return tooltipOf(String(view.years[index] ?? ''), view.series, (s) => compareTooltipLine(s, index, view, locale));
}
