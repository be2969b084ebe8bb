'use client';
/**
 * Bar or line chart of one activity file (data pre-built on the server). It is first drawn
 * as SVG with an HTML legend, which answers a first hover or tap with Chart.js's tooltip text;
 * Chart.js is fetched when the reader shows intent towards the chart (LiveOnIntent), and takes
 * over the same 4:3 box.
 */
import { activityTooltip, type ActivityChartData } from '@/lib/charts/shown/activity-config';
import { activityGeometry } from '@/lib/charts/svg/activity-geometry';
import { ChartPreview } from '@/components/shared/ChartPreview';
import { LiveOnIntent } from '@/components/shared/LiveOnIntent';
import { preloadable } from '@/components/shared/preloadable';
import type { Props } from '@/components/activity/LiveActivityChart';
import styles from '@/components/activity/ActivityChart.module.css';

const { Component: LiveActivityChart, ...code } = preloadable(() => import('@/components/activity/LiveActivityChart'));

/** Chart.js legend boxes: 40 × 12 px. */
function PreviewLegend({ chart }: { chart: ActivityChartData }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {chart.series.map((s) => (
        <li key={s.label}>
          <span
            className={s.dashed || s.projected ? styles.dashed : s.asLine ? styles.line : styles.swatch}
            style={s.asLine ? { borderColor: s.colour } : { background: s.colour }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

export function ActivityChart(props: Props) {
  const { chart, unit, label, locale } = props;
  const preview = (
    <div className={styles.previewLayout}>
      <ChartPreview
        label={label}
        unit={unit}
        geometry={(size) => activityGeometry(chart, size, locale)}
        answer={(index) => activityTooltip(chart, index, unit, locale)}
        {...(chart.divider
          ? { dividerLabels: { inventory: chart.divider.inventory, projections: chart.divider.projections } }
          : {})}
      />
      <PreviewLegend chart={chart} />
    </div>
  );
  return (
    <LiveOnIntent
      className={`activity-chart ${styles.box}`}
      preview={preview}
      live={<LiveActivityChart {...props} />}
      code={code}
    />
  );
}
