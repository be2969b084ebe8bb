'use client';
/**
 * The emissions chart: Chart.js (registered once in lib/charts/register) through
 * react-chartjs-2, with an HTML legend under it. After every draw the canvas records
 * when it was drawn and what it shows, for the browser tests and the redraw timing.
 */
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { Plugin } from 'chart.js';
import type { ChartView } from '@/lib/charts/datasets';
import { buildChartOptions, toChartData, type OptionsInput } from '@/lib/charts/options';
import { registerCharts } from '@/lib/charts/register';
import styles from './ChartPage.module.css';

registerCharts();

/** A short fingerprint of what is drawn: years and each dataset's label and sum. */
export function viewSignature(view: ChartView): string {
  const sums = view.series.map((s) => `${s.label}=${s.data.reduce((a, b) => a + b, 0).toFixed(3)}`);
  return `${view.years.join(',')}|${sums.join(';')}`;
}

const drawnProbe: Plugin<'bar' | 'line'> = {
  id: 'drawnProbe',
  afterRender(chart) {
    chart.canvas.dataset.drawnAt = String(performance.now());
    chart.canvas.dataset.signature = (chart.options as { signature?: string }).signature ?? '';
  },
};

interface Props {
  view: ChartView;
  options: OptionsInput;
  label: string;
  legendLabel: string;
}

export function EmissionsChart({ view, options, label, legendLabel }: Props) {
  const data = useMemo(() => toChartData(view), [view]);
  const chartOptions = useMemo(
    () => ({ ...buildChartOptions(view, options), signature: viewSignature(view) }),
    [view, options],
  );
  return (
    <figure className={styles.figure}>
      <div className={styles.canvasBox}>
        <Chart type="bar" data={data} options={chartOptions} plugins={[drawnProbe]} role="img" aria-label={label} />
      </div>
      <figcaption>
        <ul className={styles.legend} aria-label={legendLabel}>
          {view.series.map((s) => (
            <li key={s.id}>
              <span
                className={s.kind === 'line' ? styles.legendLine : styles.swatch}
                style={s.kind === 'line' ? { borderColor: s.colour, borderTopStyle: s.dashed ? 'dashed' : 'solid' } : { background: s.colour }}
                aria-hidden="true"
              />
              {s.label}
              {s.code ? <span className={styles.code}> {s.code}</span> : null}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
