'use client';
/** The interactive compare chart (Chart.js lines), loaded after the SVG drawing. */
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { Plugin } from 'chart.js';
import { compareChartData, compareChartOptions } from '@/lib/charts/compare/compare-chart';
import type { CompareChartView } from '@/lib/charts/compare/compare-view';
import { registerCharts } from '@/lib/charts/chartjs/register';
import type { Locale } from '@/lib/model/locale';

registerCharts();

const drawnProbe: Plugin<'line'> = {
  id: 'compareDrawnProbe',
  afterRender(chart) {
    chart.canvas.dataset.drawnAt = String(performance.now());
    chart.canvas.dataset.signature = (chart.options as { signature?: string }).signature ?? '';
  },
};

interface Props {
  view: CompareChartView;
  locale: Locale;
  label: string;
  signature: string;
}

export default function LiveCompareChart({ view, locale, label, signature }: Props) {
  const data = useMemo(() => compareChartData(view), [view]);
  const options = useMemo(() => ({ ...compareChartOptions(view, locale), signature }), [view, locale, signature]);
  return <Chart type="line" data={data} options={options} plugins={[drawnProbe]} role="img" aria-label={label} />;
}
