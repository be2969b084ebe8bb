/**
 * The chart island's data, read on the server, and what the projections page measures a projection
 * against: the base year's national total on each round's GWP basis (from the newest submission on
 * that basis), and the newest submission's gases whose weights change between AR4 and AR5.
 */
import {
  loadChartGases,
  loadChartPopulation,
  loadGasData,
  loadPointRounds,
  loadSubmissions,
} from '@/lib/compile/load/load';
import { fGasTotals, type InventoryMix } from '@/lib/views/series/outturn';
import type { ChartTarget } from '@/lib/charts/shown/overlays';
import type { ChartData } from '@/lib/views/types';
import type { ProjectionBase } from '@/lib/charts/shown/view-overlays';
import type { GasId } from '@/lib/model/gas';
import type { Locale } from '@/lib/model/locale';
import type { GasData } from '@/lib/model/gas-data';
import type { Period } from '@/lib/model/dimensions';

/** The base year of the first national target given as a change (e.g. 1990 for −70 % from 1990). */
export function targetBaseYear(targets: readonly ChartTarget[]): number | undefined {
  const target = targets.find((t) => t.quantity.kind === 'change');
  return target?.quantity.kind === 'change' ? target.quantity.baseYear : undefined;
}

/**
 * The national total without LULUCF in `year` from the newest inventory submission on the `gwp`
 * basis that has the year; undefined when no submission has.
 */
export function projectionBase(locale: Locale, gwp: string, year: number): ProjectionBase | undefined {
  for (const s of loadSubmissions(locale)) {
    if (s.gwp !== gwp) continue;
    const gas = loadGasData(locale, { period: 'inventory', submission: s.id }, 'co2eq');
    const i = gas?.years.findIndex((y) => y.year === year) ?? -1;
    const value = i < 0 ? undefined : gas?.totals?.withoutLulucf[i];
    if (value !== undefined) return { year, value, submission: s.id, gwp };
  }
  return undefined;
}

/** A gas's national total without LULUCF per year of `years` (NaN where it has no such year or total). */
function totalOf(gas: GasData | undefined, years: readonly number[]): number[] {
  return years.map((y) => {
    const i = gas?.years.findIndex((x) => x.year === y) ?? -1;
    return i < 0 ? Number.NaN : (gas?.totals?.withoutLulucf[i] ?? Number.NaN);
  });
}

/** The newest submission's total and its gases whose GWPs differ between AR4 and AR5. */
export function inventoryMix(locale: Locale, submission: string): InventoryMix | undefined {
  const load = (gas: GasId) => loadGasData(locale, { period: 'inventory', submission }, gas);
  const total = load('co2eq');
  if (!total) return undefined;
  const years = total.years.map((y) => y.year);
  const hfc = totalOf(load('hfc'), years);
  const pfc = totalOf(load('pfc'), years);
  return {
    years,
    total: totalOf(total, years),
    ch4: totalOf(load('ch4'), years),
    n2o: totalOf(load('n2o'), years),
    sf6: totalOf(load('sf6'), years),
    fGases: fGasTotals(hfc, pfc),
  };
}

/**
 * The chart island's data of a period (the chart page and the embed page alike): submissions and
 * gases, the projection rounds with the base year's total on each one's basis for `targets`, the
 * newest submission's mix (projections page) and the population.
 */
export function loadChartData(locale: Locale, period: Period, targets: readonly ChartTarget[]): ChartData {
  const { submissions, gases, rounds: compiled } = loadChartGases(locale, period);
  const baseYear = targetBaseYear(targets);
  // Each round's targets are measured on its own GWP basis: the base year from a submission on that basis.
  const rounds =
    compiled?.map((r) => {
      const base = baseYear === undefined ? undefined : projectionBase(locale, r.gwp, baseYear);
      return base ? { ...r, base } : r;
    }) ?? null;
  const newest = submissions[0];
  const mix = rounds && newest ? inventoryMix(locale, newest.id) : undefined;
  return {
    locale,
    period,
    submissions,
    gases,
    rounds,
    ...(mix ? { mix } : {}),
    ...(rounds ? { points: loadPointRounds(locale) } : {}),
    population: loadChartPopulation(locale),
  };
}
