/**
 * The targets and events of the chart island's current view: the Chart.js and SVG options with
 * their marks, the progress readout and the legend words. Targets are marked and read out only on
 * the CO2 eq views in kt with the national total lines (their basis); events on every view over the
 * years (not the drivers view, whose bars are parts) unless the reader hides them (`events=0`).
 */
import { useMemo } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ChartView } from '@/lib/charts/datasets';
import type { OptionsInput } from '@/lib/charts/options';
import { readoutArgs, targetLevel, type ChartEvent, type ChartTarget, type TotalSeries } from '@/lib/charts/overlays';
import type { Locale } from '@/lib/model/locale';
import type { GasData } from '@/lib/model/types';
import type { FilterState } from '@/lib/url-state/filters';

/** What the server passes the island: national-total targets and the numbered events. */
export interface OverlayData {
  targets: ChartTarget[];
  events: ChartEvent[];
}

const TOTAL_SERIES = 'total-withoutLulucf';

/** The national total without LULUCF of the inventory years (projection years left out). */
function inventoryTotal(gas: GasData, firstProjectionYear: number | undefined): TotalSeries | undefined {
  if (!gas.totals) return undefined;
  const years = gas.years.map((y) => y.year);
  const n = firstProjectionYear === undefined ? years.length : years.filter((y) => y < firstProjectionYear).length;
  return { years: years.slice(0, n), values: gas.totals.withoutLulucf.slice(0, n) };
}

export function useOverlays(input: {
  locale: Locale;
  filters: FilterState;
  gas: GasData | undefined;
  view: ChartView | undefined;
  options: OptionsInput;
  overlays: OverlayData | undefined;
}) {
  const { locale, filters: f, gas, view, options, overlays } = input;
  const t = useIslandTranslations('ChartOverlays');
  const onTotalBasis =
    f.gas === 'co2eq' && f.view === 'absolute' && Boolean(view?.series.some((s) => s.id === TOTAL_SERIES));
  const total = useMemo(
    () => (gas ? inventoryTotal(gas, options.firstProjectionYear) : undefined),
    [gas, options.firstProjectionYear],
  );
  const targets = useMemo(() => {
    if (!overlays || !onTotalBasis || !total) return [];
    return overlays.targets.flatMap((target) => {
      const value = targetLevel(target.quantity, total);
      return value === undefined ? [] : [{ label: String(target.year), year: target.year, value }];
    });
  }, [overlays, onTotalBasis, total]);
  /** The drivers view's axis holds the parts of a change, not years: no event marks there. */
  const overYears = f.view !== 'drivers';
  const events = useMemo(
    () => (overlays && f.events && overYears ? overlays.events : []),
    [overlays, f.events, overYears],
  );
  const withMarks = useMemo<OptionsInput>(
    () => ({ ...options, overlays: { events, targets } }),
    [options, events, targets],
  );
  const args = onTotalBasis && total && overlays ? readoutArgs(total, overlays.targets, locale) : undefined;
  const readout = args ? t(args.above ? 'readoutAbove' : 'readout', args.values) : undefined;
  const legend = {
    ...(options.firstProjectionYear !== undefined
      ? {
          projection: {
            inventory: t('legendInventory'),
            projection: t('legendProjection', { measure: f.measure.toUpperCase() }),
          },
        }
      : {}),
    ...(targets.length > 0 ? { target: t('legendTarget') } : {}),
    ...(events.length > 0 ? { events: t('legendEvents') } : {}),
  };
  return {
    options: withMarks,
    readout,
    legend,
    toggleLabel: t('showEvents'),
    hasEvents: overYears && Boolean(overlays?.events.length),
  };
}
