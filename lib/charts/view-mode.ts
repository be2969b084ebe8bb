/**
 * The three views of the emissions charts, computed from the view of the filters:
 * - absolute: the values as reported;
 * - change: every series as % change since the first year shown (that year = 0 %), drawn as
 *   lines (changes of parts do not add up, so nothing is stacked);
 * - share: every bar series as % of the gross total shown in its year, stacked to 100 %.
 *   Gross total = the sum of the positive values shown. Net removals (LULUCF sinks, negative
 *   values) cannot be a share of emissions: they count as zero, and a series with no positive
 *   value at all is left out of the stack. The total lines are left out (they are the 100 %).
 * Table, CSV, XLSX, PNG and the summary all use the resulting view.
 */
import type { GasData } from '@/lib/model/gas-data';
import type { FilterState } from '@/lib/url-state/filters';
import type { ViewMode } from '@/lib/url-state/views';
import { buildView, type ChartView, type Series, type ViewOptions } from '@/lib/charts/datasets';

const PERCENT_UNIT = '%';

export interface ViewModeNote {
  mode: ViewMode;
  /** First year shown: the base of the change view. */
  baseYear?: number;
  /** Series left out of the change view because they are zero in the base year. */
  zeroInBaseYear: string[];
  /** Series left out of the share view because they have no positive value (net sinks). */
  sinksLeftOut: string[];
  /** Series of the share view with some negative values, counted as zero there. */
  negativesAsZero: string[];
  /** The share view of the total level shows the sectors (the total has no parts). */
  sharesBySector: boolean;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

function changeView(view: ChartView, note: ViewModeNote): ChartView {
  const series: Series[] = [];
  for (const s of view.series) {
    const base = s.data[0] ?? 0;
    if (base === 0) {
      note.zeroInBaseYear.push(s.label);
      continue;
    }
    series.push({ ...s, kind: 'line', data: s.data.map((v) => round6(((v - base) / Math.abs(base)) * 100)) });
  }
  return { unit: PERCENT_UNIT, years: view.years, series };
}

function shareView(view: ChartView, note: ViewModeNote): ChartView {
  const bars = view.series.filter((s) => s.kind === 'bar');
  const kept = bars.filter((s) => {
    if (s.data.some((v) => v > 0)) {
      if (s.data.some((v) => v < 0)) note.negativesAsZero.push(s.label);
      return true;
    }
    if (s.data.some((v) => v < 0)) note.sinksLeftOut.push(s.label);
    return false;
  });
  // A gap (no number in the source) adds nothing to the gross total.
  const gross = view.years.map((_, i) =>
    kept.reduce((sum, s) => sum + Math.max(0, Number.isFinite(s.data[i]) ? s.data[i]! : 0), 0),
  );
  return {
    unit: PERCENT_UNIT,
    years: view.years,
    range: { min: 0, max: 100 },
    series: kept.map((s) => ({
      ...s,
      data: s.data.map((v, i) => (v > 0 && gross[i]! > 0 ? round6((v / gross[i]!) * 100) : 0)),
    })),
  };
}

/** The view of the filters in their view mode, with what the page must say about it. */
export function buildModeView(
  gas: GasData,
  f: FilterState,
  excludedYears: readonly number[],
  opts: ViewOptions,
): { view: ChartView; note: ViewModeNote } {
  const sharesBySector = f.view === 'share' && f.level === 'total';
  const base = buildView(gas, sharesBySector ? { ...f, level: 'sector' } : f, excludedYears, opts);
  const note: ViewModeNote = {
    mode: f.view,
    baseYear: base.years[0],
    zeroInBaseYear: [],
    sinksLeftOut: [],
    negativesAsZero: [],
    sharesBySector,
  };
  if (f.view === 'change') return { view: changeView(base, note), note };
  if (f.view === 'share') return { view: shareView(base, note), note };
  return { view: base, note };
}
