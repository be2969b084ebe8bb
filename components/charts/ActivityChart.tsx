'use client';
/**
 * Bar or line chart of one activity file (data pre-built on the server). It is first drawn
 * as SVG with an HTML legend; Chart.js is fetched when the reader points at or touches the
 * chart, and takes over the same 4:3 box.
 */
import { lazy } from 'react';
import { activityModel, type ActivityChartData } from '@/lib/charts/activity-config';
import { modelGeometry } from '@/lib/charts/preview-geometry';
import type { Locale } from '@/lib/data/types';
import { ChartPreview } from './ChartPreview';
import { LiveOnPointer } from './LiveOnPointer';
import type { Props } from './LiveActivityChart';
import styles from './ActivityChart.module.css';

const LiveActivityChart = lazy(() => import('./LiveActivityChart'));

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
