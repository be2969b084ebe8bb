/**
 * Chart.js data and options for a chart view (SPEC §9): paddings, 10 % headroom on the
 * value axis, minimum bar height 5 px, line point radius and width 3, stacked bars with
 * negative values below zero, tooltips in the site's number format.
 */
import type { ChartData, ChartOptions, ChartType, TooltipItem } from 'chart.js';
import type { ChartView } from '@/lib/charts/shown/datasets';
import { valueRange, chartPadding, LINE_WIDTH, MIN_BAR_LENGTH } from '@/lib/charts/svg/chart-frame';
import { hasTargetBeyond, overlayMarks, TARGET_LABEL_SPACE, type OverlayInput } from '@/lib/charts/shown/overlays';
import { chartJsCategoryTicks, chartJsValueAxis } from '@/lib/charts/shown/ticks';
import { tooltipLine } from '@/lib/charts/shown/tooltip';
import type { Locale } from '@/lib/model/locale';

/** Chart.js data: bars stacked on one stack, each line on its own stack (lines never add up), drawn above the bars. Zero bars become gaps (no 5 px stub). */
export function toChartData(view: ChartView): ChartData<'bar' | 'line', (number | [number, number] | null)[], string> {
  return {
    labels: view.labels ?? view.years.map(String),
    datasets: view.series.map((s) =>
      s.ranges
        ? {
            // Floating bars (the drivers waterfall): each series on its own stack, at the full width of its slot.
            type: 'bar' as const,
            label: s.label,
            data: s.ranges,
            backgroundColor: s.colour,
            borderColor: s.colour,
            stack: `float-${s.id}`,
            grouped: false,
            minBarLength: MIN_BAR_LENGTH,
            order: 2,
          }
        : s.kind === 'bar'
          ? {
              type: 'bar' as const,
              label: s.label,
              data: s.data.map((v) => (v === 0 ? null : v)),
              backgroundColor: s.colour,
              borderColor: s.colour,
              stack: 'view',
              minBarLength: MIN_BAR_LENGTH,
              order: 2,
            }
          : {
              type: 'line' as const,
              label: s.label,
              data: s.data,
              stack: `line-${s.id}`,
              borderColor: s.colour,
              backgroundColor: s.colour,
              borderDash: s.dashed ? [6, 4] : [],
              pointRadius: LINE_WIDTH,
              borderWidth: LINE_WIDTH,
              order: 1,
              tension: 0,
            },
    ),
  };
}

export interface OptionsInput {
  locale: Locale;
  unit: string;
  /** Set on projection charts: the first projection year, for the divider plugin. */
  firstProjectionYear?: number;
  groupLabels?: { inventory: string; projections: string };
  /** Targets and events the chart marks (national total views only; see lib/charts/shown/overlays). */
  overlays?: OverlayInput;
}

declare module 'chart.js' {
  interface PluginOptionsByType<TType extends ChartType> {
    projectionDivider?: { firstIndex?: number; inventory: string; projections: string; _type?: TType };
  }
}

export function buildChartOptions(view: ChartView, input: OptionsInput): ChartOptions<'bar' | 'line'> {
  const { min, max } = valueRange(view);
  const { locale } = input;
  const tooltipLabel = (item: TooltipItem<'bar' | 'line'>) =>
    view.series[item.datasetIndex]
      ? tooltipLine(view.series[item.datasetIndex]!, item.dataIndex, input.unit, locale)
      : '';
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    // SPEC §9 paddings are for the 800 px canvas; on phone-width canvases the side paddings are halved.
    layout: {
      padding: (ctx: { chart: { width: number } }) => {
        const p = chartPadding(view, input.firstProjectionYear !== undefined);
        const labelSpace = hasTargetBeyond(input.overlays, view.years) ? TARGET_LABEL_SPACE : 0;
        return ctx.chart.width < 600
          ? { ...p, left: p.left / 2, right: p.right / 2 + labelSpace }
          : { ...p, right: p.right + labelSpace };
      },
    },
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: {
        stacked: true,
        grid: { display: false },
        ticks: chartJsCategoryTicks(view.labels ?? view.years.map(String)),
      },
      y: {
        stacked: true,
        // The range with 10 % headroom, widened to the ticks of lib/charts/shown/ticks (as the SVG drawing).
        ...chartJsValueAxis(min, max, locale),
        title: { display: true, text: input.unit },
      },
    },
    plugins: {
      legend: { display: false },
      projectionDivider: {
        firstIndex:
          input.firstProjectionYear === undefined
            ? undefined
            : view.years.findIndex((y) => y >= input.firstProjectionYear!),
        inventory: input.groupLabels?.inventory ?? '',
        projections: input.groupLabels?.projections ?? '',
      },
      chartOverlays: overlayMarks(input.overlays, view.years),
      tooltip: {
        filter: (item: TooltipItem<'bar' | 'line'>) => tooltipLabel(item) !== '',
        callbacks: { label: tooltipLabel },
      },
    },
  };
}
