'use client';

import { Chart } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import '@/lib/charts/register-activity';
import { activityModel, type ActivityChartData } from '@/lib/charts/activity-config';
import { valueRange } from '@/lib/charts/options';
import { chartJsValueAxis } from '@/lib/charts/ticks';
import { formatTooltipValue } from '@/lib/format/number';

export interface Props {
  chart: ActivityChartData;
  unit?: string;
  label: string;
  locale: string;
}

/** Bar or line chart of one activity file in Chart.js, loaded on the first interaction (ActivityChart). */
export default function LiveActivityChart({ chart, unit, label, locale }: Props) {
  const stacked = chart.kind === 'bar';
  const model = activityModel(chart);
  const range = valueRange({ years: model.labels, series: model.series });
  const data: ChartData<'bar' | 'line', number[], string> = {
    labels: chart.labels,
    datasets: chart.series.map((s) => ({
      type: s.asLine ? ('line' as const) : ('bar' as const),
      label: s.label,
      data: s.data,
      backgroundColor: s.colour,
      borderColor: s.colour,
      borderWidth: s.asLine ? 3 : 0,
      pointRadius: 3,
      minBarLength: 0,
      order: s.asLine ? 0 : 1,
    })),
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: true,
    aspectRatio: 4 / 3,
    animation: false,
    locale: locale === 'et' ? 'et-EE' : 'en-GB',
    layout: { padding: { left: 0, right: 20, top: 0, bottom: 0 } },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (ctx) => {
            const value = formatTooltipValue(Number(ctx.parsed.y), ctx.dataset.type === 'line' ? 'line' : 'bar', locale);
            return value === '' ? '' : `${ctx.dataset.label ?? ''}: ${value}${unit ? ` ${unit}` : ''}`;
          },
        },
      },
    },
    scales: {
      x: { stacked },
      y: {
        stacked,
        // The same ticks as the SVG drawing (lib/charts/ticks), over the range with 10 % headroom.
        ...chartJsValueAxis(range.min, range.max, locale),
        title: unit ? { display: true, text: unit } : undefined,
      },
    },
  };
  return <Chart type={chart.kind} data={data} options={options} aria-label={label} role="img" />;
}
