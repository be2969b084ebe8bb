'use client';
/**
 * A bar/line chart drawn as SVG from precomputed geometry, sized to its box. Shown until the
 * interactive Chart.js chart is loaded (on the first pointer or touch, or a change of view),
 * and on paper.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { PreviewGeometry } from '@/lib/charts/preview-geometry';
import { barPaths, pointsPath } from '@/lib/charts/preview-paths';
import { PROJECTION_SHADE } from '@/lib/charts/projection-divider';
import { PreviewMarks } from '@/components/shared/PreviewMarks';
import styles from '@/components/shared/ChartPreview.module.css';

export interface Size {
  width: number;
  height: number;
}

interface Props {
  label: string;
  unit?: string;
  /** Geometry for the measured size of the box. */
  geometry: (size: Size) => PreviewGeometry;
  signature?: string;
  dividerLabels?: { inventory: string; projections: string };
}

export function ChartPreview(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // A transition: drawing follows hydration in short slices instead of one synchronous render.
    const resize = (width: number, height: number) =>
      startTransition(() =>
        setSize((old) => (old?.width === width && old.height === height ? old : { width, height })),
      );
    if (typeof ResizeObserver === 'undefined') {
      resize(el.clientWidth, el.clientHeight);
      return;
    }
    // The observer reports the box once it is laid out (and again on every change), so the size is
    // read without forcing a layout while the page hydrates.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) resize(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.preview}>
      {size && size.width > 0 && size.height > 0 ? <PreviewSvg {...props} size={size} /> : null}
    </div>
  );
}

function PreviewSvg({ label, unit, geometry, signature, dividerLabels, size }: Props & { size: Size }) {
  const g = geometry(size);
  const { left, right, top, bottom } = g.plot;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size.width} ${size.height}`}
      width={size.width}
      height={size.height}
      data-signature={signature}
      data-preview=""
    >
      {g.divider && dividerLabels ? (
        <rect
          x={g.divider.x}
          y={top}
          width={right - g.divider.x}
          height={bottom - top}
          fill={PROJECTION_SHADE}
          data-projection-zone=""
        />
      ) : null}
      {g.marks ? <PreviewMarks marks={g.marks} top={top} bottom={bottom} layer="back" /> : null}
      <g className={styles.axis}>
        {g.yTicks.map((t) => (
          <g key={t.label}>
            <line x1={left} x2={right} y1={t.y} y2={t.y} stroke={t.zero ? '#9a9a9a' : '#e6e6e6'} />
            <text x={left - 6} y={t.y} textAnchor="end" dominantBaseline="middle">
              {t.label}
            </text>
          </g>
        ))}
        {g.xLabels.map((l) => (
          <text key={l.label} x={l.x} y={bottom + 16} textAnchor="middle">
            {l.label}
          </text>
        ))}
        {unit ? (
          <text
            transform={`translate(${g.unitX} ${(top + bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="middle"
          >
            {unit}
          </text>
        ) : null}
      </g>
      {barPaths(g.bars).map((b) => (
        <path key={b.colour} d={b.d} fill={b.colour} data-bars="" />
      ))}
      {g.lines.map((l, i) => (
        <g key={i} stroke={l.colour} fill={l.colour}>
          <polyline
            points={l.points.map((p) => p.join(',')).join(' ')}
            fill="none"
            strokeWidth={3}
            strokeDasharray={l.dashed ? '6 4' : undefined}
          />
          <path d={pointsPath(l.points, g.pointRadius)} stroke="none" />
        </g>
      ))}
      {g.divider && dividerLabels ? (
        <g className={styles.divider}>
          <line
            x1={g.divider.x}
            x2={g.divider.x}
            y1={top}
            y2={bottom}
            stroke="#444"
            strokeWidth={1.5}
            strokeDasharray="5 4"
          />
          <text x={g.divider.x - 6} y={top + 14} textAnchor="end">
            {dividerLabels.inventory}
          </text>
          <text x={g.divider.x + 6} y={top + 14}>
            {dividerLabels.projections}
          </text>
        </g>
      ) : null}
      {g.marks ? <PreviewMarks marks={g.marks} top={top} bottom={bottom} layer="front" /> : null}
    </svg>
  );
}
