'use client';
/**
 * The emissions chart with its HTML legend. The view is first drawn as SVG (ChartPreview);
 * Chart.js, the heaviest part of the page, is fetched once the page is idle after load or at
 * the reader's first sign of intent (idle-prefetch), and takes over the same box in the next idle
 * period, or at once when the reader points at or touches the chart or changes the view, so the
 * chart is interactive before the pointer arrives.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { ChartView } from '@/lib/charts/datasets';
import type { OptionsInput } from '@/lib/charts/options';
import { previewGeometry } from '@/lib/charts/preview-geometry';
import { viewSignature } from '@/lib/charts/signature';
import { ChartPreview } from '@/components/shared/ChartPreview';
import { prefetchWhenIdle, whenIdle } from '@/components/shared/idle-prefetch';
import { LiveOnPointer } from '@/components/shared/LiveOnPointer';
import { preloadable } from '@/components/shared/preloadable';
import styles from '@/components/chart-page/EmissionsChart.module.css';

const { Component: LiveEmissionsChart, preload } = preloadable(
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
  // Fetched when idle or at the first sign of intent; once there, drawn in a later idle period, so
  // the chart is interactive before the reader's pointer arrives.
  const [idleLive, setIdleLive] = useState(false);
  useEffect(() => prefetchWhenIdle(() => preload().then(() => whenIdle(() => setIdleLive(true)))), []);
  const preview = (
    <ChartPreview
      label={label}
      unit={options.unit}
      signature={signature}
      dividerLabels={options.groupLabels}
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
      <LiveOnPointer
        className={styles.canvasBox}
        preview={preview}
        live={<LiveEmissionsChart view={view} options={options} label={label} />}
        activate={signature !== first || idleLive}
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
