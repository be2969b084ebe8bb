/**
 * When a reader shows intent towards a chart, the moment its interactive version's code is fetched
 * (never at idle; the chart is built only when the reader turns to its box, see
 * components/shared/LiveOnIntent): its box is at least partly in view and a mouse pointer or the
 * focused control is near it. Pure rectangle arithmetic.
 */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How close (px) a pointer or a focused control must come to a chart's box to count as intent. */
const NEAR_PX = 120;

/** True when `a` and `b` overlap or are at most `margin` px apart. */
function rectsNear(a: Rect, b: Rect, margin: number): boolean {
  return (
    a.left - margin <= b.right && b.left <= a.right + margin && a.top - margin <= b.bottom && b.top <= a.bottom + margin
  );
}

/** True when some of `box` lies inside a viewport of the given size. */
function inView(box: Rect, width: number, height: number): boolean {
  return box.bottom > 0 && box.right > 0 && box.top < height && box.left < width;
}

/** A point as a rectangle of no size. */
export const pointRect = (x: number, y: number): Rect => ({ left: x, right: x, top: y, bottom: y });

/** Intent towards `box` from something at `near` (a pointer or a focused control) within NEAR_PX, the box in view. */
export function showsIntent(box: Rect, near: Rect, viewport: { width: number; height: number }) {
  return inView(box, viewport.width, viewport.height) && rectsNear(box, near, NEAR_PX);
}
