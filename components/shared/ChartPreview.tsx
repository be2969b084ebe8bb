'use client';
/**
 * A bar/line chart drawn as SVG from precomputed geometry, sized to its box. Shown until the
 * interactive Chart.js chart is loaded (when the reader shows intent, or the view changes), and
 * on paper. Given `answer`, it answers a hover or touch itself meanwhile: the tooltip Chart.js
 * would show for the year under the pointer.
 */
import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { columnAt, type PreviewGeometry } from '@/lib/charts/svg/preview-geometry';
import type { TooltipContent } from '@/lib/charts/shown/tooltip';
import { barPaths, pointsPath } from '@/lib/charts/svg/preview-paths';
import { PROJECTION_SHADE } from '@/lib/charts/svg/chart-frame';
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
  /** The tooltip at an x position (lib/charts/shown/tooltip); without it the drawing does not answer a hover. */
  answer?: (index: number) => TooltipContent;
  /**
   * Names the box across renderings: a drawing that replaces another of the same name (the chart
   * page's first view giving way to its island) starts at the size last measured, so it is drawn in
   * its first render instead of leaving the box empty for a frame.
   */
  sizeKey?: string;
}

const lastSizes = new Map<string, Size>();

/** Below this width (px) the hover answer spans the chart instead of sitting beside the pointer. */
const PHONE_WIDTH = 600;

interface Hover {
  index: number;
  x: number;
  y: number;
}

export function ChartPreview({ geometry, answer, sizeKey, ...props }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | undefined>(() => (sizeKey ? lastSizes.get(sizeKey) : undefined));
  useEffect(() => {
    if (sizeKey && size) lastSizes.set(sizeKey, size);
  }, [sizeKey, size]);
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
  const g = useMemo(() => (size && size.width > 0 && size.height > 0 ? geometry(size) : null), [size, geometry]);
  const [hover, setHover] = useState<Hover | null>(null);
  const point = (e: PointerEvent<HTMLDivElement>) => {
    if (!g || !answer) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    const index = y >= g.plot.top && y <= g.plot.bottom ? columnAt(g.columns, x) : -1;
    setHover(index < 0 ? null : { index, x, y });
  };
  return (
    <div
      ref={box}
      className={styles.preview}
      onPointerMove={point}
      onPointerDown={point}
      // A finger lifted leaves the element too; the answer to a tap stays until the next one.
      onPointerLeave={(e) => e.pointerType !== 'touch' && setHover(null)}
    >
      {g && size ? <PreviewSvg {...props} g={g} size={size} /> : null}
      {g && size && hover && answer ? <HoverAnswer content={answer(hover.index)} at={hover} size={size} g={g} /> : null}
    </div>
  );
}

/** The hover answer: a highlighted slot and Chart.js's tooltip text beside the pointer. */
function HoverAnswer({ content, at, size, g }: { content: TooltipContent; at: Hover; size: Size; g: PreviewGeometry }) {
  const { left, slot } = g.columns;
  const onRight = at.x < size.width / 2;
  // On a phone-width chart the lines would run off the edge beside the pointer: the tooltip spans the box.
  const side =
    size.width < PHONE_WIDTH
      ? { left: 4, right: 4, whiteSpace: 'normal' as const }
      : onRight
        ? { left: at.x + 14 }
        : { right: size.width - at.x + 14 };
  return (
    <>
      <div
        className={styles.slot}
        style={{ left: left + slot * at.index, width: slot, top: g.plot.top, height: g.plot.bottom - g.plot.top }}
        aria-hidden="true"
      />
      <div
        className={styles.tip}
        style={{
          top: Math.max(0, Math.min(at.y, size.height - 40)),
          ...side,
        }}
        aria-hidden="true"
        data-preview-answer={content.title}
        // The bench times the first answer from the pointer's arrival.
        ref={(el) => {
          if (el && !el.dataset.shownAt) el.dataset.shownAt = String(performance.now());
        }}
      >
        <strong>{content.title}</strong>
        {content.lines.map((l) => (
          <span key={l.text}>
            <i style={{ background: l.colour }} />
            {l.text}
          </span>
        ))}
      </div>
    </>
  );
}

const PreviewSvg = memo(function PreviewSvg({
  label,
  unit,
  signature,
  dividerLabels,
  g,
  size,
}: Omit<Props, 'geometry' | 'answer'> & { g: PreviewGeometry; size: Size }) {
  const { left, right, top, bottom } = g.plot;
  const svg = useRef<SVGSVGElement>(null);
  // As the live chart's canvas does: when the drawing was last drawn, for the bench's redraw timing.
  useLayoutEffect(() => {
    if (svg.current) svg.current.dataset.drawnAt = String(performance.now());
  }, [g, signature]);
  return (
    <svg
      ref={svg}
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
});
