/**
 * The per-person view of the emissions charts: every series of the absolute view (totals included)
 * divided by Estonia's population of the same year. The ratio is taken after the emissions are
 * summed (the series are the sums the absolute view shows). Years without a population figure (e.g.
 * projection years after the last population year) are left out. The mass unit is chosen so the
 * largest value is at least 1: t per person for CO2 equivalents, kg, g or mg for a single gas.
 */
import type { ChartView } from '@/lib/charts/shown/datasets';
import { populationIn, type ChartPopulation } from '@/lib/model/population';
import { describeSummary, type SummaryFacts } from '@/lib/charts/shown/summary';
import type { Locale } from '@/lib/model/locale';

/** Mass units, in tonnes, from large to small. */
const MASS_IN_T: ReadonlyArray<[string, number]> = [
  ['Mt', 1e6],
  ['kt', 1e3],
  ['t', 1],
  ['kg', 1e-3],
  ['g', 1e-6],
];

interface PerCapita {
  view: ChartView;
  /** Mass unit of a person's share, e.g. 't' or 'kg'. */
  mass: string;
  /** Years of the absolute view left out because the population series has no value for them. */
  leftOut: number[];
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Splits a unit such as "kt CO2 eq" into its mass in tonnes and the rest (" CO2 eq"); undefined if it is no mass. */
export function splitMassUnit(unit: string): { tonnes: number; rest: string } | undefined {
  for (const [name, tonnes] of MASS_IN_T) {
    if (unit === name || unit.startsWith(`${name} `)) return { tonnes, rest: unit.slice(name.length) };
  }
  return undefined;
}

/**
 * The per-person view of an absolute view. `unitLabel` names the unit in the page's language.
 * @example buildPerCapita(ktView, population, (u) => `${u} per person`).view.unit // 't CO2 eq per person'
 */
export function buildPerCapita(
  view: ChartView,
  population: ChartPopulation,
  unitLabel: (unit: string) => string,
): PerCapita {
  const mass = splitMassUnit(view.unit) ?? { tonnes: 1, rest: ` ${view.unit}` };
  const kept = view.years.map((y, i) => ({ y, i, people: populationIn(population, y) }));
  const years = kept.filter((k) => k.people !== undefined);
  const leftOut = kept.filter((k) => k.people === undefined).map((k) => k.y);
  const tonnes = view.series.map((s) => years.map((k) => (s.data[k.i]! * mass.tonnes) / k.people!));
  // A gap (no number in the source) has no say in the unit.
  const largest = Math.max(0, ...tonnes.flat().filter(Number.isFinite).map(Math.abs));
  const [unit, unitTonnes] = (
    [
      ['t', 1],
      ['kg', 1e-3],
      ['g', 1e-6],
    ] as const
  ).find(([, tonnes]) => largest >= tonnes) ?? ['mg', 1e-9];
  const factor = 1 / unitTonnes;
  return {
    view: {
      unit: unitLabel(`${unit}${mass.rest}`),
      years: years.map((k) => k.y),
      series: view.series.map((s, n) => ({ ...s, data: tonnes[n]!.map((v) => round6(v * factor)) })),
    },
    mass: unit,
    leftOut,
  };
}

/** The per-person sentence: the total without LULUCF (or the sectors but LULUCF) per person in the last and first year shown. */
export function describePerCapita(
  view: { unit: string; years: readonly number[]; series: ReadonlyArray<{ id: string; data: readonly number[] }> },
  locale: Locale,
  projectedFrom?: number,
): string {
  const total = view.series.find((s) => s.id === 'total-withoutLulucf');
  const parts = view.series.filter((s) => !s.id.startsWith('total-') && s.id !== 'lulucf');
  const valueAt = (i: number) => (total ? (total.data[i] ?? 0) : parts.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
  const last = view.years.length - 1;
  if (last < 0 || (!total && parts.length === 0)) return '';
  const year = view.years[last]!;
  const facts: SummaryFacts = {
    basis: total ? 'total' : 'sectors',
    year,
    value: valueAt(last),
    ...(projectedFrom !== undefined && year >= projectedFrom ? { projected: true } : {}),
  };
  if (last > 0) {
    const base = valueAt(0);
    Object.assign(facts, {
      baseYear: view.years[0],
      baseValue: base,
      changePercent: base === 0 ? undefined : ((facts.value - base) / Math.abs(base)) * 100,
    });
  }
  // Two decimals (7.46 t) for values below 100; whole numbers above (107 mg).
  const largest = Math.max(Math.abs(facts.value), Math.abs(facts.baseValue ?? 0));
  return describeSummary(facts, view.unit, locale, largest >= 100 ? 0 : 2);
}
