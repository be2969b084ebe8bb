'use client';

import { Chart } from 'react-chartjs-2';
import { registerActivityCharts } from '@/lib/charts/chartjs/register-activity';
import { activityChartConfig } from '@/lib/charts/chartjs/activity-chartjs';
import type { ActivityChartData } from '@/lib/charts/shown/activity-config';
import type { Locale } from '@/lib/model/locale';

registerActivityCharts();

export interface Props {
  chart: ActivityChartData;
  unit?: string;
  label: string;
  locale: Locale;
}

/** Bar or line chart of one activity file in Chart.js, loaded on the first interaction (ActivityChart). */
export default function LiveActivityChart({ chart, unit, label, locale }: Props) {
  const { data, options, plugins } = activityChartConfig(chart, unit, locale);
  return <Chart type={chart.kind} data={data} options={options} plugins={plugins} aria-label={label} role="img" />;
}
