/**
 * SVG path data for the chart preview: one path per bar colour and one per line's point
 * markers, instead of one element per bar or point. A stacked chart of 61 years has hundreds of
 * bars; as a few paths the browser creates a few elements when the preview is drawn.
 */
import type { PreviewBar } from '@/lib/charts/svg/preview-geometry';

/** A coordinate with at most one decimal (a tenth of a CSS pixel is below what a screen shows). */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

interface BarPath {
  colour: string;
  /** Path data: one closed rectangle per bar. */
  d: string;
}

/** The bars grouped by colour, in the order the colours first appear. */
export function barPaths(bars: readonly PreviewBar[]): BarPath[] {
  const byColour = new Map<string, string[]>();
  for (const b of bars) {
    const parts = byColour.get(b.colour) ?? [];
    if (parts.length === 0) byColour.set(b.colour, parts);
    parts.push(`M${n(b.x)} ${n(b.y)}h${n(b.w)}v${n(b.h)}h${n(-b.w)}z`);
  }
  return [...byColour].map(([colour, parts]) => ({ colour, d: parts.join('') }));
}

/** Path data of a filled circle of radius `r` at each point (two half arcs per point). */
export function pointsPath(points: ReadonlyArray<readonly [number, number]>, r: number): string {
  return points
    .map(([x, y]) => `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`)
    .join('');
}
