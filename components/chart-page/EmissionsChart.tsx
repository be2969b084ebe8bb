'use client';
/**
 * The emissions chart with its HTML legend. The view is first drawn as SVG (ChartPreview), which
 * answers a first hover or touch with the tooltip itself; Chart.js, the heaviest part of the page,
 * is fetched and takes over the same box only when the reader shows intent towards the chart
 * (LiveOnIntent). A view chosen with the controls is drawn as SVG again, in the frames after the
 * choice, until the reader's next intent towards the chart itself.
 */
import { useCallback, type ReactNode } from 'react';
import type { ChartView } from '@/lib/charts/shown/datasets';
import type { OptionsInput } from '@/lib/charts/chartjs/options';
import { previewGeometry } from '@/lib/charts/svg/preview-geometry';
import { viewSignature } from '@/lib/charts/shown/signature';
import { tooltipContent } from '@/lib/charts/shown/tooltip';
import { ChartLegend } from '@/components/shared/ChartLegend';
import { ChartPreview } from '@/components/shared/ChartPreview';
import { LiveOnIntent } from '@/components/shared/LiveOnIntent';
import { preloadable } from '@/components/shared/preloadable';
import styles from '@/components/chart-page/EmissionsChart.module.css';

const { Component: LiveEmissionsChart, ...code } = preloadable(
  () => import('@/components/chart-page/LiveEmissionsChart'),
);

interface Props {
  view: ChartView;
  options: OptionsInput;
  label: string;
  legendLabel: string;
  /** Legend entries after the series (the marks of targets, events and projection years). */
  legendExtras?: ReactNode;
}

export function EmissionsChart({ view, options, label, legendLabel, legendExtras }: Props) {
  const signature = viewSignature(view);
  const answer = useCallback(
    (index: number) => tooltipContent(view, index, options.unit, options.locale),
    [view, options.unit, options.locale],
  );
  const preview = (
    <ChartPreview
      sizeKey="emissions"
      label={label}
      unit={options.unit}
      signature={signature}
      dividerLabels={options.groupLabels}
      answer={answer}
      geometry={(size) =>
        previewGeometry(view, {
          ...size,
          locale: options.locale,
          firstProjectionYear: options.firstProjectionYear,
          overlays: options.overlays,
        })
      }
    />
  );
  return (
    <figure className={styles.figure}>
      <LiveOnIntent
        className={styles.canvasBox}
        preview={preview}
        live={<LiveEmissionsChart view={view} options={options} label={label} />}
        code={code}
        view={signature}
      />
      <figcaption>
        <ChartLegend entries={view.series} label={legendLabel}>
          {legendExtras}
        </ChartLegend>
      </figcaption>
    </figure>
  );
}
