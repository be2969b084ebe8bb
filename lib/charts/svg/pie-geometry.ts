/** SVG geometry of the still pie (the picture shown before the animated Chart.js pie takes over). */

interface PieSlice {
  /** SVG path of the slice: from the centre, along the arc, back to the centre. */
  d: string;
  /** Share of the whole, 0–1. */
  fraction: number;
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * Slices of a pie with centre (cx, cy) and radius r for the given values, clockwise from 12 o'clock
 * like Chart.js; negative or missing values draw nothing. A single non-empty value is a full circle.
 * @example pieSlices([1, 1], 0, 0, 10)[0].d → 'M0 0 L0 -10 A10 10 0 0 1 0 10 Z'
 */
export function pieSlices(
  values: readonly (number | null | undefined)[],
  cx: number,
  cy: number,
  r: number,
): PieSlice[] {
  const clean = values.map((v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  if (total === 0) return clean.map(() => ({ d: '', fraction: 0 }));
  let angle = -Math.PI / 2;
  return clean.map((v) => {
    const fraction = v / total;
    if (fraction === 0) return { d: '', fraction };
    if (fraction === 1) {
      return {
        d: `M${round(cx)} ${round(cy - r)} A${r} ${r} 0 1 1 ${round(cx)} ${round(cy + r)} A${r} ${r} 0 1 1 ${round(cx)} ${round(cy - r)} Z`,
        fraction,
      };
    }
    const start = angle;
    angle += fraction * 2 * Math.PI;
    const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
    const [x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const large = fraction > 0.5 ? 1 : 0;
    return {
      d: `M${round(cx)} ${round(cy)} L${round(x1)} ${round(y1)} A${r} ${r} 0 ${large} 1 ${round(x2)} ${round(y2)} Z`,
      fraction,
    };
  });
}
