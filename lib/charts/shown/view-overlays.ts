/**
 * The targets and events of one view of the emissions chart, apart from lib/charts/shown/overlays (which
 * the drawing needs on first load): what the island and the server's first view mark and read out.
 */
import {
  projectedReadoutArgs,
  readoutArgs,
  targetLevel,
  type ChartEvent,
  type ChartTarget,
  type OverlayInput,
  type TotalSeries,
} from '@/lib/charts/shown/overlays';
import type { Locale } from '@/lib/model/locale';
import type { GasData } from '@/lib/model/gas-data';
import type { FilterState } from '@/lib/url-state/filters';

/** What the server passes a chart: national-total targets and the numbered events. */
export interface OverlayData {
  targets: ChartTarget[];
  events: ChartEvent[];
}

/**
 * The base year's total on a projection's GWP basis (from the inventory submission on that basis),
 * against which the projections chart places the targets and reads out the projected change.
 */
export interface ProjectionBase {
  year: number;
  /** National total without LULUCF, kt CO2 eq. */
  value: number;
  /** The submission it comes from, e.g. '2020'. */
  submission: string;
  gwp: string;
}

const TOTAL_SERIES = 'total-withoutLulucf';

/** The national total without LULUCF of the inventory years (projection years left out). */
function inventoryTotal(gas: GasData, firstProjectionYear: number | undefined): TotalSeries | undefined {
  if (!gas.totals) return undefined;
  const years = gas.years.map((y) => y.year);
  const n = firstProjectionYear === undefined ? years.length : years.filter((y) => y < firstProjectionYear).length;
  return { years: years.slice(0, n), values: gas.totals.withoutLulucf.slice(0, n) };
}

/**
 * A projection's total without LULUCF, every year of it, after the base year's total on its basis
 * (a year the projection does not have): what its targets and readout are measured on.
 */
function projectedTotal(gas: GasData, base: ProjectionBase): TotalSeries | undefined {
  if (!gas.totals) return undefined;
  const years = gas.years.map((y) => y.year);
  if (years.includes(base.year)) return { years, values: gas.totals.withoutLulucf };
  return { years: [base.year, ...years], values: [base.value, ...gas.totals.withoutLulucf] };
}

/**
 * The targets and events of one view of the emissions chart. Targets are marked and read out only on
 * the views that draw them (`drawn`) of CO2 eq with the national total lines (their basis); events on
 * the views that draw them unless the reader hides them (`events=0`).
 * `legend` says which mark entries the legend needs; `hasEvents` whether the view offers the events toggle.
 */
export function viewOverlays(input: {
  locale: Locale;
  filters: Pick<FilterState, 'gas' | 'events'>;
  /** What the view marks at all (lib/views): its events and targets. */
  drawn: { events: boolean; targets: boolean };
  gas: GasData | undefined;
  view: { series: ReadonlyArray<{ id: string }> } | undefined;
  firstProjectionYear: number | undefined;
  overlays: OverlayData | undefined;
  /** On the projections chart: the base year's total on the projection's basis (targets and readout use the projected years). */
  projectionBase?: ProjectionBase;
}) {
  const { locale, filters: f, drawn, gas, view, firstProjectionYear, overlays, projectionBase } = input;
  const onTotalBasis = f.gas === 'co2eq' && drawn.targets && Boolean(view?.series.some((s) => s.id === TOTAL_SERIES));
  const total = gas
    ? projectionBase
      ? projectedTotal(gas, projectionBase)
      : inventoryTotal(gas, firstProjectionYear)
    : undefined;
  const targets =
    overlays && onTotalBasis && total
      ? overlays.targets.flatMap((target) => {
          const value = targetLevel(target.quantity, total);
          return value === undefined ? [] : [{ label: String(target.year), year: target.year, value }];
        })
      : [];
  const events = overlays && f.events && drawn.events ? overlays.events : [];
  return {
    marks: { events, targets } satisfies OverlayInput,
    readout:
      onTotalBasis && total && overlays
        ? projectionBase
          ? projectedReadoutArgs(total, overlays.targets, locale, projectionBase)
          : readoutArgs(total, overlays.targets, locale)
        : undefined,
    legend: { projection: firstProjectionYear !== undefined, target: targets.length > 0, events: events.length > 0 },
    hasEvents: drawn.events && Boolean(overlays?.events.length),
  };
}
