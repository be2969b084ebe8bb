import type { GasData } from '@/lib/model/gas-data';
import type { LocalisedActivity } from '@/lib/model/activity';

export interface ShareSeries {
  years: number[];
  values: number[];
}

/** Total emissions without LULUCF per year of a gas file (the main chart's total level). */
export function totalSeries(gas: GasData | undefined): ShareSeries | undefined {
  const values = gas?.totals?.withoutLulucf;
  if (!gas || !values || values.length === 0) return undefined;
  return { years: gas.years.map((y) => y.year), values: [...values] };
}

/**
 * The series an activity chart shows at a glance: the stacked total per year for a bar chart,
 * the first row for a line chart. Undefined for tables and files without year columns.
 */
export function activitySeries(activity: LocalisedActivity | undefined): ShareSeries | undefined {
  if (!activity || activity.years.length === 0 || activity.rows.length === 0) return undefined;
  if (activity.type !== 'barChart' && activity.type !== 'lineChart') return undefined;
  const rows = activity.type === 'barChart' ? activity.rows : activity.rows.slice(0, 1);
  // Files with gaps: only the years the drawn rows have numbers for, never a drop to zero.
  const years = activity.gaps
    ? activity.years.filter((y) => rows.some((row) => typeof row.cells[y.idx] === 'number'))
    : activity.years;
  if (years.length === 0) return undefined;
  return {
    years: years.map((y) => y.year),
    values: years.map((y) => rows.reduce((sum, row) => sum + (row.data[y.idx] ?? 0), 0)),
  };
}
