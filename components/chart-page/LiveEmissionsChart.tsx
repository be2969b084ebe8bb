'use client';
/**
 * The interactive emissions chart: Chart.js (registered once in lib/charts/chartjs/register) through
 * react-chartjs-2, loaded on the first interaction. After every draw the canvas records
 * when it was drawn and what it shows, for the browser tests and the redraw timing.
 */
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { Plugin } from 'chart.js';
import type { ChartView } from '@/lib/charts/shown/datasets';
import { buildChartOptions, toChartData, type OptionsInput } from '@/lib/charts/chartjs/options';
import { registerCharts } from '@/lib/charts/chartjs/register';
import { viewSignature } from '@/lib/charts/shown/signature';

registerCharts();

const drawnProbe: Plugin<'bar' | 'line'> = {
  id: 'drawnProbe',
  afterRender(chart) {
    chart.canvas.dataset.drawnAt = String(performance.now());
    chart.canvas.dataset.signature = (chart.options as { signature?: string }).signature ?? '';
  },
};

export interface LiveChartProps {
  view: ChartView;
  options: OptionsInput;
  label: string;
}

export default function LiveEmissionsChart({ view, options, label }: LiveChartProps) {
  const data = useMemo(() => toChartData(view), [view]);
  const chartOptions = useMemo(
    () => ({ ...buildChartOptions(view, options), signature: viewSignature(view) }),
    [view, options],
  );
  return <Chart type="bar" data={data} options={chartOptions} plugins={[drawnProbe]} role="img" aria-label={label} />;
}
