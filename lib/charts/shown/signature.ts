import type { ChartView } from '@/lib/charts/shown/datasets';

/** A short fingerprint of what a chart shows: years and each series' label and sum. */
export function viewSignature(view: ChartView): string {
  const sums = view.series.map((s) => `${s.label}=${s.data.reduce((a, b) => a + b, 0).toFixed(3)}`);
  return `${view.years.join(',')}|${sums.join(';')}`;
}
