/**
 * The drawing of the newest projection's chart (components/outlook/PointsChart): lines for series
 * with a value every year (the inventory, an older round), each broken where a year has no number,
 * and marked points for a round reported only at a few years, never joined to each other or to a line.
 */

export interface YearSeries {
  years: readonly number[];
  values: readonly (number | null | undefined)[];
}

interface PointsChartGeometry {
  width: number;
  height: number;
  /** SVG path of each line series, in the order given; '' when it has no point. */
  lines: string[];
  dots: { cx: number; cy: number; year: number; value: number }[];
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; value: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

// Room on the left for "50 000" at the larger type a phone gets (Outlook.module.css).
const PAD = { left: 88, right: 28, top: 24, bottom: 32 };

/** A round step of about a fifth of the range (1, 2 or 5 × a power of ten). */
function niceStep(max: number): number {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw) as number;
}

export function pointsChartGeometry(
  lines: readonly YearSeries[],
  points: YearSeries,
  size = { width: 640, height: 300 },
): PointsChartGeometry {
  const all = [...lines, points];
  const years = all.flatMap((s) => s.years);
  const values = all.flatMap((s) => s.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)));
  const [x0, x1] = [Math.min(...years), Math.max(...years)];
  const step = niceStep(Math.max(...values, 1) * 1.1);
  const top = Math.ceil((Math.max(...values, 1) * 1.1) / step) * step;
  const plot = { left: PAD.left, right: size.width - PAD.right, top: PAD.top, bottom: size.height - PAD.bottom };
  const x = (year: number) => plot.left + ((year - x0) / Math.max(1, x1 - x0)) * (plot.right - plot.left);
  const y = (v: number) => plot.bottom - (v / top) * (plot.bottom - plot.top);
  const r = (n: number) => Math.round(n * 10) / 10;
  const path = (s: YearSeries) => {
    let out = '';
    let open = false;
    s.years.forEach((year, i) => {
      const v = s.values[i];
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        open = false;
        return;
      }
      out += `${open ? 'L' : 'M'}${r(x(year))} ${r(y(v))}`;
      open = true;
    });
    return out;
  };
  const dots = points.years.flatMap((year, i) => {
    const v = points.values[i];
    return typeof v === 'number' && Number.isFinite(v) ? [{ cx: r(x(year)), cy: r(y(v)), year, value: v }] : [];
  });
  const first = Math.ceil(x0 / 10) * 10;
  const xTicks = Array.from({ length: Math.floor((x1 - first) / 10) + 1 }, (_, i) => first + i * 10).map((year) => ({
    x: r(x(year)),
    label: String(year),
  }));
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step).map((value) => ({
    y: r(y(value)),
    value,
  }));
  return { ...size, lines: lines.map(path), dots, xTicks, yTicks, plot };
}
