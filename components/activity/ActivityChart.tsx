'use client';
/**
 * Bar or line chart of one activity file (data pre-built on the server). It is first drawn
 * as SVG with an HTML legend; Chart.js is fetched when the page is idle or the reader shows
 * intent (idle-prefetch), and takes over the same 4:3 box on the first pointer or touch.
 */
import { useEffect } from 'react';
import { activityModel, type ActivityChartData } from '@/lib/charts/activity-config';
import { modelGeometry, type PreviewGeometry, type PreviewLine } from '@/lib/charts/preview-geometry';
import { ChartPreview, type Size } from './ChartPreview';
import { prefetchWhenIdle } from './idle-prefetch';
import { LiveOnPointer } from './LiveOnPointer';
import { preloadable } from './preloadable';
import type { Props } from './LiveActivityChart';
import styles from './ActivityChart.module.css';
import type { Locale } from '@/lib/model/locale';

const { Component: LiveActivityChart, preload } = preloadable(() => import('./LiveActivityChart'));

/** Chart.js legend boxes: 40 × 12 px. */
function PreviewLegend({ chart }: { chart: ActivityChartData }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {chart.series.map((s) => (
        <li key={s.label}>
          <span
            className={s.dashed ? styles.dashed : s.asLine ? styles.line : styles.swatch}
            style={s.asLine ? { borderColor: s.colour } : { background: s.colour }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

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
export function activityGeometry(chart: ActivityChartData, size: Size, locale: Locale): PreviewGeometry {
  const g = modelGeometry(activityModel(chart), {
    ...size,
    locale,
    padding: { left: 0, right: 20, top: chart.divider ? 24 : 8, bottom: 0 },
    minBarLength: 0,
    ...(chart.divider ? { dividerIndex: chart.divider.index } : {}),
  });
  const lineSeries = chart.series.filter((s) => s.asLine);
  // A level line needs only its two ends (and so shows no point markers along it).
  const level = (line: PreviewLine): PreviewLine =>
    line.dashed && line.points.length > 2
      ? { ...line, points: [line.points[0]!, line.points[line.points.length - 1]!] }
      : line;
  return { ...g, lines: g.lines.flatMap((line, i) => splitAtGaps(line, lineSeries[i]?.data ?? []).map(level)) };
}

export function ActivityChart(props: Props) {
  const { chart, unit, label, locale } = props;
  useEffect(() => prefetchWhenIdle(preload), []);
  const preview = (
    <div className={styles.previewLayout}>
      <ChartPreview
        label={label}
        unit={unit}
        geometry={(size) => activityGeometry(chart, size, locale)}
        {...(chart.divider
          ? { dividerLabels: { inventory: chart.divider.inventory, projections: chart.divider.projections } }
          : {})}
      />
      <PreviewLegend chart={chart} />
    </div>
  );
  return (
    <LiveOnPointer
      className={`activity-chart ${styles.box}`}
      preview={preview}
      live={<LiveActivityChart {...props} />}
    />
  );
}
