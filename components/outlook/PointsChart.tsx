/**
 * The newest projection's chart, drawn on the server as SVG: the inventory's total as a line, an
 * older round as a dashed grey line, and the newest round's points as marked dots with their values,
 * never joined to each other or to a line (lib/charts/svg/points-geometry).
 */
import { pointsChartGeometry, type YearSeries } from '@/lib/charts/svg/points-geometry';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import styles from '@/components/outlook/Outlook.module.css';

export const POINTS_COLOURS = { inventory: '#c2185b', older: '#8a8a8a', points: '#1f5fa8' } as const;

export function PointsChart(props: {
  inventory: YearSeries;
  older?: YearSeries;
  points: YearSeries;
  locale: Locale;
  label: string;
}) {
  const { inventory, older, points, locale, label } = props;
  const g = pointsChartGeometry(older ? [inventory, older] : [inventory], points);
  const n = (v: number) => formatNumber(v, locale, { decimals: 0 });
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${g.width} ${g.height}`}
      role="img"
      aria-label={label}
      data-testid="newest-projection-chart"
    >
      {g.yTicks.map((t) => (
        <g key={t.value}>
          <line x1={g.plot.left} x2={g.plot.right} y1={t.y} y2={t.y} stroke={t.value === 0 ? '#888' : '#e3e3e3'} />
          <text className={styles.axis} x={g.plot.left - 6} y={t.y + 4} textAnchor="end">
            {n(t.value)}
          </text>
        </g>
      ))}
      {g.xTicks.map((t) => (
        <text key={t.label} className={styles.axis} x={t.x} y={g.height - 8} textAnchor="middle">
          {t.label}
        </text>
      ))}
      <path d={g.lines[0]} fill="none" stroke={POINTS_COLOURS.inventory} strokeWidth={2.5} />
      {older ? (
        <path d={g.lines[1]} fill="none" stroke={POINTS_COLOURS.older} strokeWidth={2} strokeDasharray="6 4" />
      ) : null}
      {g.dots.map((d) => (
        <g key={d.year} data-testid="newest-projection-point">
          <circle cx={d.cx} cy={d.cy} r={5} fill={POINTS_COLOURS.points} />
          <text className={styles.value} x={d.cx} y={d.cy - 10} textAnchor={d.cx > g.width - 40 ? 'end' : 'middle'}>
            {n(d.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}
