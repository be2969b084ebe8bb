'use client';
/**
 * The emissions chart with its HTML legend. The view is first drawn as SVG (ChartPreview), which
 * answers a first hover or touch with the tooltip itself; Chart.js, the heaviest part of the page,
 * is fetched and takes over the same box only when the reader shows intent towards the chart
 * (LiveOnIntent) or changes the view.
 */
import { useCallback, useState, type ReactNode } from 'react';
import type { ChartView } from '@/lib/charts/datasets';
import type { OptionsInput } from '@/lib/charts/options';
import { previewGeometry } from '@/lib/charts/preview-geometry';
import { viewSignature } from '@/lib/charts/signature';
import { tooltipContent } from '@/lib/charts/tooltip';
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
  const [first] = useState(signature);
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
        activate={signature !== first}
      />
      <figcaption>
        <ul className={styles.legend} aria-label={legendLabel}>
          {view.series.map((s) => (
            <li key={s.id}>
              <span
                className={s.kind === 'line' ? styles.legendLine : styles.swatch}
                style={
                  s.kind === 'line'
                    ? { borderColor: s.colour, borderTopStyle: s.dashed ? 'dashed' : 'solid' }
                    : { background: s.colour }
                }
                aria-hidden="true"
              />
              {s.label}
              {s.code ? <span className={styles.code}> {s.code}</span> : null}
            </li>
          ))}
          {legendExtras}
        </ul>
      </figcaption>
    </figure>
  );
}
