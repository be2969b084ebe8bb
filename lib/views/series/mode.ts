/**
 * The series of the absolute, change and share views (lib/views/absolute, change, share), computed
 * from the view of the filters, and their sentences:
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
import { buildView, type ChartView, type Series, type ViewOptions } from '@/lib/charts/shown/datasets';
import { describeSummary, summarise, summaryFacts, type SummaryFacts } from '@/lib/charts/shown/summary';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';

const PERCENT_UNIT = '%';

interface ViewModeNote {
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

/** The sentence of the change view: the same total as the absolute sentence, as % of the first year shown. */
export function describeChange(facts: SummaryFacts, locale: Locale): string {
  if (facts.baseYear === undefined || facts.changePercent === undefined) return '';
  const pct = formatNumber(Math.round(Math.abs(facts.changePercent)), locale, { decimals: 0, minus: 'sign' });
  const up = facts.changePercent > 0;
  const same = Math.round(Math.abs(facts.changePercent)) === 0;
  const { year, baseYear, projected } = facts;
  if (locale === 'et') {
    const what = facts.basis === 'total' ? 'koguheide ilma LULUCF-ita' : 'heide kõigist sektoritest peale LULUCF-i';
    const size = same ? 'sama suur' : `${pct} % ${up ? 'suurem' : 'väiksem'}`;
    if (projected) return `${year}. aastaks prognoositakse, et ${what} on ${size} kui ${baseYear}. aastal.`;
    return `${year}. aastal oli ${what} ${size} kui ${baseYear}. aastal.`;
  }
  if (locale === 'ru') {
    const what = facts.basis === 'total' ? 'общие выбросы без ЗИЗЛХ' : 'выбросы всех секторов, кроме ЗИЗЛХ,';
    const level = same ? `на уровне ${baseYear} года` : `на ${pct} % ${up ? 'выше' : 'ниже'} уровня ${baseYear} года`;
    if (projected) return `По прогнозу, в ${year} году ${what} будут ${level}.`;
    return `В ${year} году ${what} были ${level}.`;
  }
  const what = facts.basis === 'total' ? 'total emissions without LULUCF' : 'emissions from all sectors except LULUCF';
  const level = same ? `at their ${baseYear} level` : `${pct} % ${up ? 'above' : 'below'} their ${baseYear} level`;
  if (projected) return `In ${year} ${what} are projected to be ${level}.`;
  return `In ${year} ${what} were ${level}.`;
}

/** The sentence of the share view: the largest share in the last year shown (`projectedFrom`: the first projected year). */
export function describeLargestShare(
  view: { years: readonly number[]; series: ReadonlyArray<{ label: string; data: readonly number[] }> },
  locale: Locale,
  /** The first projected year of a projection file: a share from it on is a projection, in the present tense. */
  projectedFrom?: number,
): string {
  const last = view.years.length - 1;
  if (last < 0) return '';
  let best: { label: string; value: number } | undefined;
  for (const s of view.series) {
    const v = s.data[last] ?? 0;
    if (v > 0 && (!best || v > best.value)) best = { label: s.label, value: v };
  }
  if (!best) return '';
  const pct = formatNumber(best.value, locale, { decimals: best.value < 10 ? 1 : 0, minus: 'sign' });
  const year = view.years[last]!;
  const projected = projectedFrom !== undefined && year >= projectedFrom;
  if (locale === 'et')
    return projected
      ? `${year}. aastal on prognoosi järgi näidatud brutoheitest suurim osakaal: „${best.label}“, ${pct} %.`
      : `${year}. aastal oli näidatud brutoheitest suurim osakaal: „${best.label}“, ${pct} %.`;
  if (locale === 'ru')
    return `В ${year} году ${projected ? 'по прогнозу ' : ''}наибольшая доля показанных валовых выбросов: «${best.label}», ${pct} %.`;
  return `In ${year} the largest share of the gross emissions shown ${projected ? 'is projected for' : 'was'} ${best.label}: ${pct} %.`;
}

/** The summary sentence of a view mode: absolute as `summarise`, change and share about what they show. */
export function summariseMode(
  gas: GasData,
  mode: 'absolute' | 'change' | 'share',
  view: { years: readonly number[]; series: ReadonlyArray<{ label: string; data: readonly number[] }> },
  locale: Locale,
  excludedYears: readonly number[] = [],
): string {
  if (mode === 'share') return describeLargestShare(view, locale, gas.projectionsYear);
  if (mode === 'change') {
    const facts = summaryFacts(gas, excludedYears);
    return facts ? describeChange(facts, locale) || describeSummary(facts, gas.unit, locale) : '';
  }
  return summarise(gas, locale, excludedYears);
}
