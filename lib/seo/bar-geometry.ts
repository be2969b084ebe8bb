/** One bar of a share-image chart: heights in px above and below the zero line. */
interface BarBox {
  up: number;
  down: number;
}

/**
 * Heights of small bars for a series within `height` px, with a common zero line
 * (negative values, e.g. LULUCF removals, hang below it). Returns the zero line's
 * distance from the top and one box per value.
 * @example barGeometry([50, -50, 100], 300) → { zeroFromTop: 200, bars: [{up: 100, down: 0}, {up: 0, down: 100}, {up: 200, down: 0}] }
 */
export function barGeometry(values: readonly number[], height: number): { zeroFromTop: number; bars: BarBox[] } {
  const top = Math.max(0, ...values);
  const bottom = Math.max(0, ...values.map((v) => -v));
  const span = top + bottom;
  if (span === 0) return { zeroFromTop: height, bars: values.map(() => ({ up: 0, down: 0 })) };
  const scale = height / span;
  return {
    zeroFromTop: top * scale,
    bars: values.map((v) => ({ up: v > 0 ? v * scale : 0, down: v < 0 ? -v * scale : 0 })),
  };
}
