'use client';
/**
 * Bar or line chart of one activity file (data pre-built on the server). It is first drawn
 * as SVG with an HTML legend; Chart.js is fetched when the page is idle or the reader shows
 * intent (idle-prefetch), and takes over the same 4:3 box on the first pointer or touch.
 */
import { useEffect } from 'react';
import { activityModel, type ActivityChartData } from '@/lib/charts/activity-config';
import { modelGeometry } from '@/lib/charts/preview-geometry';
import type { Locale } from '@/lib/data/types';
import { ChartPreview } from './ChartPreview';
import { prefetchWhenIdle } from './idle-prefetch';
import { LiveOnPointer } from './LiveOnPointer';
import { preloadable } from './preloadable';
import type { Props } from './LiveActivityChart';
import styles from './ActivityChart.module.css';

const { Component: LiveActivityChart, preload } = preloadable(() => import('./LiveActivityChart'));

/** Chart.js legend boxes: 40 × 12 px. */
function PreviewLegend({ chart }: { chart: ActivityChartData }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {chart.series.map((s) => (
        <li key={s.label}>
          <span className={s.asLine ? styles.line : styles.swatch} style={s.asLine ? { borderColor: s.colour } : { background: s.colour }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

export function ActivityChart(props: Props) {
  const { chart, unit, label, locale } = props;
  useEffect(() => prefetchWhenIdle(preload), []);
  const model = activityModel(chart);
  const preview = (
    <div className={styles.previewLayout}>
      <ChartPreview
        label={label}
        unit={unit}
        geometry={(size) => modelGeometry(model, { ...size, locale: locale as Locale, padding: { left: 0, right: 20, top: 8, bottom: 0 }, minBarLength: 0 })}
      />
      <PreviewLegend chart={chart} />
    </div>
  );
  return <LiveOnPointer className={`activity-chart ${styles.box}`} preview={preview} live={<LiveActivityChart {...props} />} />;
}
