'use client';
/**
 * The chart drawn as SVG from the same view, shown until the interactive Chart.js chart
 * is loaded (on the first pointer, touch or filter interaction) and on paper.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChartView } from '@/lib/charts/datasets';
import type { OptionsInput } from '@/lib/charts/options';
import { previewGeometry } from '@/lib/charts/preview-geometry';
import { viewSignature } from '@/lib/charts/signature';
import styles from './ChartPage.module.css';

interface Props {
  view: ChartView;
  options: OptionsInput;
  label: string;
}

export function ChartPreview({ view, options, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize((old) => (old?.width === el.clientWidth && old.height === el.clientHeight ? old : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.preview}>
      {size && size.width > 0 && size.height > 0 ? <PreviewSvg view={view} options={options} label={label} {...size} /> : null}
    </div>
  );
}

function PreviewSvg({ view, options, label, width, height }: Props & { width: number; height: number }) {
  const g = previewGeometry(view, { width, height, locale: options.locale, firstProjectionYear: options.firstProjectionYear });
  const { left, right, top, bottom } = g.plot;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width={width} height={height} data-signature={viewSignature(view)} data-preview="">
      <g className={styles.previewAxis}>
        {g.yTicks.map((t) => (
          <g key={t.label}>
            <line x1={left} x2={right} y1={t.y} y2={t.y} stroke={t.zero ? '#9a9a9a' : '#e6e6e6'} />
            <text x={left - 6} y={t.y} textAnchor="end" dominantBaseline="middle">{t.label}</text>
          </g>
        ))}
        {g.xLabels.map((l) => (
          <text key={l.label} x={l.x} y={bottom + 16} textAnchor="middle">{l.label}</text>
        ))}
        <text transform={`translate(${g.unitX} ${(top + bottom) / 2}) rotate(-90)`} textAnchor="middle" dominantBaseline="middle">{options.unit}</text>
      </g>
      {g.bars.map((b, i) => <rect key={i} x={b.x} y={b.y} width={b.w} height={b.h} fill={b.colour} />)}
      {g.lines.map((l, i) => (
        <g key={i} stroke={l.colour} fill={l.colour}>
          <polyline points={l.points.map((p) => p.join(',')).join(' ')} fill="none" strokeWidth={3} strokeDasharray={l.dashed ? '6 4' : undefined} />
          {l.points.map(([x, y], j) => <circle key={j} cx={x} cy={y} r={g.pointRadius} stroke="none" />)}
        </g>
      ))}
      {g.divider && options.groupLabels ? (
        <g className={styles.previewDivider}>
          <line x1={g.divider.x} x2={g.divider.x} y1={top} y2={bottom} stroke="#444" strokeWidth={1.5} strokeDasharray="5 4" />
          <text x={g.divider.x - 6} y={top + 14} textAnchor="end">{options.groupLabels.inventory}</text>
          <text x={g.divider.x + 6} y={top + 14}>{options.groupLabels.projections}</text>
        </g>
      ) : null}
    </svg>
  );
}
