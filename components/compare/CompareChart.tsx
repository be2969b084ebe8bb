'use client';
/**
 * The compare chart: drawn first as SVG (the site's ChartPreview, which answers a first hover or
 * tap with Chart.js's tooltip text); Chart.js, fetched when the reader shows intent towards the
 * chart, then takes over the same box, and a newly chosen view is drawn again until the next intent
 * towards the chart itself, as on the chart pages.
 */
import { ChartLegend } from '@/components/shared/ChartLegend';
import { ChartPreview } from '@/components/shared/ChartPreview';
import { LiveOnIntent } from '@/components/shared/LiveOnIntent';
import { preloadable } from '@/components/shared/preloadable';
import { compareGeometry, compareTooltip } from '@/lib/charts/compare/compare-chart';
import type { CompareChartView } from '@/lib/charts/compare/compare-view';
import type { Locale } from '@/lib/model/locale';
import styles from '@/components/compare/Compare.module.css';

const { Component: LiveCompareChart, ...code } = preloadable(() => import('@/components/compare/LiveCompareChart'));

/** What a view shows, for the tests and the redraw check: years and each line's label and sum. */
export function compareSignature(view: CompareChartView): string {
  const sums = view.series.map((s) => `${s.label}=${s.data.reduce<number>((a, v) => a + (v ?? 0), 0).toFixed(3)}`);
  return `${view.years.join(',')}|${sums.join(';')}`;
}

export function CompareChart({
  view,
  locale,
  label,
  legendLabel,
}: {
  view: CompareChartView;
  locale: Locale;
  label: string;
  legendLabel: string;
}) {
  const signature = compareSignature(view);
  return (
    <figure className={styles.figure}>
      <LiveOnIntent
        className={styles.canvasBox}
        preview={
          <ChartPreview
            label={label}
            unit={view.unit}
            signature={signature}
            geometry={(size) => compareGeometry(view, size, locale)}
            answer={(index) => compareTooltip(view, index, locale)}
          />
        }
        live={<LiveCompareChart view={view} locale={locale} label={label} signature={signature} />}
        code={code}
        view={signature}
      />
      <figcaption>
        <ChartLegend entries={view.series.map((s) => ({ ...s, kind: 'line' as const }))} label={legendLabel} />
      </figcaption>
    </figure>
  );
}
