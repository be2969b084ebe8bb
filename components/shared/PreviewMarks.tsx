/**
 * Target and event marks of the SVG chart drawing, as the Chart.js plugin draws them
 * (lib/charts/chartjs/overlay-plugin): behind the data, each event's line or band; in front, the
 * numbered event badges under the year labels and the target diamonds with their labels.
 */
import type { PreviewMarks as Marks } from '@/lib/charts/svg/preview-geometry';
import { BADGE_RADIUS, DIAMOND_RADIUS, EVENT_COLOUR, TARGET_COLOUR, diamondPoints } from '@/lib/charts/svg/chart-frame';
import styles from '@/components/shared/ChartPreview.module.css';

interface Props {
  marks: Marks;
  top: number;
  bottom: number;
  layer: 'back' | 'front';
}

export function PreviewMarks({ marks, top, bottom, layer }: Props) {
  if (layer === 'back')
    return (
      <g data-event-lines="">
        {marks.events.map((e) => (
          <g key={e.label}>
            {e.x2 > e.x1 ? (
              <rect
                x={e.bandLeft}
                y={top}
                width={e.bandRight - e.bandLeft}
                height={bottom - top}
                fill={EVENT_COLOUR}
                fillOpacity={0.08}
              />
            ) : null}
            <line
              x1={e.x1}
              x2={e.x1}
              y1={top}
              y2={bottom}
              stroke={EVENT_COLOUR}
              strokeOpacity={0.45}
              strokeDasharray="2 3"
            />
          </g>
        ))}
      </g>
    );
  return (
    <g className={styles.marks}>
      {marks.events.map((e) => (
        <g key={e.label} data-event-mark={e.label}>
          {e.x2 > e.x1 ? (
            <line x1={e.x1} x2={e.x2} y1={e.badgeY} y2={e.badgeY} stroke={EVENT_COLOUR} strokeWidth={2} />
          ) : null}
          <circle cx={e.badgeX} cy={e.badgeY} r={BADGE_RADIUS} fill={EVENT_COLOUR} />
          <text x={e.badgeX} y={e.badgeY} textAnchor="middle" dominantBaseline="central" fill="#fff">
            {e.label}
          </text>
        </g>
      ))}
      {marks.targets.map((t) => (
        <g key={t.label} data-target-mark="">
          <polygon
            points={diamondPoints(t.x, t.y)
              .map((p) => p.join(','))
              .join(' ')}
            fill={TARGET_COLOUR}
            stroke="#fff"
            strokeWidth={1.5}
          />
          <text x={t.x + DIAMOND_RADIUS + 3} y={t.y} dominantBaseline="central" fill={TARGET_COLOUR}>
            {t.label}
          </text>
        </g>
      ))}
    </g>
  );
}
