import type { LocalisedActivity } from '@/lib/model/activity';
import { colourAt } from '@/lib/charts/colours/palette';
import { tooltipOf, type TooltipContent } from '@/lib/charts/shown/tooltip';
import { formatTooltipValue } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';

interface ActivitySeries {
  label: string;
  /** One value per label; null is a gap in the line (files with `gaps: true`). */
  data: (number | null)[];
  colour: string;
  /** Drawn as a line on top of the bars (line_items of a bar chart). */
  asLine: boolean;
  /** A target or limit: a dashed reference line at its one value across the chart. */
  dashed?: boolean;
  /** A series with values only from the first projection year on: drawn with a short dash. */
  projected?: boolean;
}
export interface ActivityChartData {
  kind: 'bar' | 'line';
  labels: string[];
  series: ActivitySeries[];
  /** Index of the first projection label and the words either side of the divider (SPEC §3). */
  divider?: { index: number; inventory: string; projections: string };
}

/**
 * Chart series of an activity file: x labels are the year columns (all columns when there are
 * none), one series per row, coloured by its colour index or its position. Non-numeric cells
 * count as 0, or are gaps when the file asks for them; a target row becomes a level line.
 */
export function buildActivityChartData(activity: LocalisedActivity): ActivityChartData {
  const useYears = activity.years.length > 0;
  const picks = useYears ? activity.years.map((y) => y.idx) : activity.columns.map((_, i) => i);
  const labels = picks.map((i) => activity.columns[i] ?? '');
  const lines = new Set([...(activity.lineItems ?? []), ...(activity.lineItemsNoY ?? [])]);
  const targets = new Set(activity.targetItems ?? []);
  const kind = activity.type === 'lineChart' ? 'line' : 'bar';
  const series = activity.rows.map((row, index): ActivitySeries => {
    const colour = colourAt(row.colour ?? index);
    if (targets.has(row.name)) {
      const level = picks.map((i) => row.cells[i]).find((c): c is number => typeof c === 'number') ?? 0;
      return { label: row.name, data: picks.map(() => level), colour, asLine: true, dashed: true };
    }
    const data = picks.map((i) => (activity.gaps && typeof row.cells[i] !== 'number' ? null : (row.data[i] ?? 0)));
    return { label: row.name, data, colour, asLine: kind === 'line' || lines.has(row.name) };
  });
  const chart: ActivityChartData = { kind, labels, series };
  if (activity.projectionsYear !== undefined && activity.groupLabels && useYears) {
    const index = activity.years.findIndex((y) => y.year >= activity.projectionsYear!);
    if (index > 0) {
      chart.divider = { index, ...activity.groupLabels };
      for (const s of series)
        if (s.asLine && !s.dashed && s.data.slice(0, index).every((v) => v === null)) s.projected = true;
    }
  }
  return chart;
}

/** The chart as bars and lines of one model, shared by the SVG drawing and the Chart.js axis. */
export function activityModel(chart: ActivityChartData) {
  return {
    labels: chart.labels,
    // Gaps (null) are drawn as gaps by the SVG drawing and Chart.js; for the axis range they count as 0.
    series: chart.series.map((s) => ({
      kind: s.asLine ? ('line' as const) : ('bar' as const),
      colour: s.colour,
      dashed: Boolean(s.dashed || s.projected),
      data: s.data.map((v) => v ?? 0),
    })),
  };
}

/** One series' tooltip line at position `index` ("Cars: 1 234.5 kt"), '' at a gap or a zero bar. */
export function activityTooltipLine(
  s: Pick<ActivitySeries, 'label' | 'data' | 'asLine'>,
  index: number,
  unit: string | undefined,
  locale: Locale,
): string {
  const value = s.data[index];
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = formatTooltipValue(value, s.asLine ? 'line' : 'bar', locale);
  return text === '' ? '' : `${s.label}: ${text}${unit ? ` ${unit}` : ''}`;
}

/** The tooltip at position `index`, as Chart.js shows it and the SVG drawing answers a first hover. */
export function activityTooltip(
  chart: ActivityChartData,
  index: number,
  unit: string | undefined,
  locale: Locale,
): TooltipContent {
  return tooltipOf(chart.labels[index] ?? '', chart.series, (s) => activityTooltipLine(s, index, unit, locale));
}
