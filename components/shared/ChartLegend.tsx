/**
 * The HTML legend under a chart: a swatch for a bar series, a line (dashed where the series is) for a
 * line series, the series' code where it has one, then any further entries (`children`). Shared by the
 * emissions chart and the compare chart.
 */
import type { ReactNode } from 'react';
import styles from '@/components/shared/ChartLegend.module.css';

export interface LegendEntry {
  id: string;
  label: string;
  colour: string;
  kind?: 'bar' | 'line';
  dashed?: boolean;
  code?: string;
}

export function ChartLegend({
  entries,
  label,
  children,
}: {
  entries: readonly LegendEntry[];
  label: string;
  children?: ReactNode;
}) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {entries.map((s) => (
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
      {children}
    </ul>
  );
}
