/**
 * What a bar/line chart's tooltip says at one x position: the label as its title and a line per
 * series with a value ("Energy: 9 876.5 kt CO2 eq"), bars without a value left out. Chart.js's
 * tooltip and the SVG drawing's answer to a first hover both read from here, so they agree.
 */
import type { ChartView, Series } from '@/lib/charts/shown/datasets';
import { formatTooltipValue } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';

type TooltipSeries = Pick<Series, 'kind' | 'label' | 'data' | 'ranges'>;

export interface TooltipContent {
  title: string;
  lines: Array<{ colour: string; text: string }>;
}

/** One series' line at x position `index`: '' where it has no value to show there. */
export function tooltipLine(s: TooltipSeries, index: number, unit: string, locale: Locale): string {
  const range = s.ranges?.[index];
  if (s.ranges && !range) return '';
  // A floating bar's value is its length (a waterfall step's change, a total's value).
  const value = range ? range[1] - range[0] : s.data[index];
  if (value === undefined || !Number.isFinite(value)) return '';
  const text = formatTooltipValue(value, s.kind, locale);
  return text ? `${s.label}: ${text} ${unit}` : '';
}

/** A tooltip titled `title` with a line per series in its colour, series whose `line` is '' left out. */
export function tooltipOf<S extends { colour: string }>(
  title: string,
  series: readonly S[],
  line: (s: S) => string,
): TooltipContent {
  return {
    title,
    lines: series.flatMap((s) => {
      const text = line(s);
      return text ? [{ colour: s.colour, text }] : [];
    }),
  };
}

/** The whole tooltip at x position `index` of a view. */
export function tooltipContent(view: ChartView, index: number, unit: string, locale: Locale): TooltipContent {
  const title = (view.labels ?? view.years.map(String))[index] ?? '';
  return tooltipOf(title, view.series, (s) => tooltipLine(s, index, unit, locale));
}
