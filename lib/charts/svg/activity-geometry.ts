/**
 * Geometry of the SVG preview of an activity chart (`components/activity/ActivityChart.tsx`):
 * the shared preview model with gaps kept as gaps, targets drawn as dashed level lines and
 * projected series dashed.
 */
import { activityModel, type ActivityChartData } from '@/lib/charts/shown/activity-config';
import { modelGeometry, type PreviewGeometry, type PreviewLine } from '@/lib/charts/svg/preview-geometry';
import type { Locale } from '@/lib/model/locale';

/** Splits a preview line at its gaps: one polyline per run of numbers. */
export function splitAtGaps(line: PreviewLine, data: readonly (number | null)[]): PreviewLine[] {
  const runs: PreviewLine[] = [];
  let current: Array<[number, number]> = [];
  line.points.forEach((point, i) => {
    if (data[i] === null || data[i] === undefined) {
      if (current.length) runs.push({ ...line, points: current });
      current = [];
    } else current.push(point);
  });
  if (current.length) runs.push({ ...line, points: current });
  return runs;
}

/** Preview geometry of an activity chart: gaps stay gaps, targets are dashed. */
export function activityGeometry(
  chart: ActivityChartData,
  size: { width: number; height: number },
  locale: Locale,
): PreviewGeometry {
  const g = modelGeometry(activityModel(chart), {
    ...size,
    locale,
    padding: { left: 0, right: 20, top: chart.divider ? 24 : 8, bottom: 0 },
    minBarLength: 0,
    ...(chart.divider ? { dividerIndex: chart.divider.index } : {}),
  });
  const lineSeries = chart.series.filter((s) => s.asLine);
  // A level line needs only its two ends (and so shows no point markers along it).
  const level = (line: PreviewLine, target: boolean): PreviewLine =>
    target && line.points.length > 2
      ? { ...line, points: [line.points[0]!, line.points[line.points.length - 1]!] }
      : line;
  return {
    ...g,
    lines: g.lines.flatMap((line, i) =>
      splitAtGaps(line, lineSeries[i]?.data ?? []).map((run) => level(run, Boolean(lineSeries[i]?.dashed))),
    ),
  };
}
