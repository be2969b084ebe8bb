import type { LocalisedActivity } from '@/lib/data/types';
import { colourAt } from './palette';

export interface ActivitySeries {
  label: string;
  data: number[];
  colour: string;
  /** Drawn as a line on top of the bars (line_items of a bar chart). */
  asLine: boolean;
}
export interface ActivityChartData {
  kind: 'bar' | 'line';
  labels: string[];
  series: ActivitySeries[];
}

/**
 * Chart series of an activity file: x labels are the year columns (all columns when there are
 * none), one series per row, coloured by its colour index or its position.
 */
export function buildActivityChartData(activity: LocalisedActivity): ActivityChartData {
  const useYears = activity.years.length > 0;
  const picks = useYears ? activity.years.map((y) => y.idx) : activity.columns.map((_, i) => i);
  const labels = picks.map((i) => activity.columns[i] ?? '');
  const lines = new Set([...(activity.line_items ?? []), ...(activity.line_items_no_y ?? [])]);
  const kind = activity.type === 'lineChart' ? 'line' : 'bar';
  const series = activity.rows.map((row, index) => ({
    label: row.name,
    data: picks.map((i) => row.data[i] ?? 0),
    colour: colourAt(row.colour ?? index),
    asLine: kind === 'line' || lines.has(row.name),
  }));
  return { kind, labels, series };
}

/** The chart as bars and lines of one model, shared by the SVG drawing and the Chart.js axis. */
export function activityModel(chart: ActivityChartData) {
  return {
    labels: chart.labels,
    series: chart.series.map((s) => ({ kind: s.asLine ? ('line' as const) : ('bar' as const), colour: s.colour, data: s.data })),
  };
}
