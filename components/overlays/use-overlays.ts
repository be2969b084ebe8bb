/**
 * The targets and events of the chart island's current view (lib/charts/shown/overlays viewOverlays): the
 * Chart.js and SVG options with their marks, the progress readout and the legend words.
 */
import { useMemo } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ChartView } from '@/lib/charts/shown/datasets';
import type { OptionsInput } from '@/lib/charts/chartjs/options';
import { viewOverlays, type OverlayData, type ProjectionBase } from '@/lib/charts/shown/view-overlays';
import type { Locale } from '@/lib/model/locale';
import type { GasData } from '@/lib/model/gas-data';
import type { FilterState } from '@/lib/url-state/filters';
import { overlayWords } from '@/components/overlays/overlay-words';

export function useOverlays(input: {
  locale: Locale;
  filters: FilterState;
  /** What the view marks at all (its module's `marks`). */
  drawn: { events: boolean; targets: boolean };
  gas: GasData | undefined;
  view: ChartView | undefined;
  options: OptionsInput;
  overlays: OverlayData | undefined;
  /** On the projections chart: the base year's total on the projection's basis. */
  projectionBase?: ProjectionBase;
}) {
  const { locale, filters: f, drawn, gas, view, options, overlays, projectionBase } = input;
  const t = useIslandTranslations('ChartOverlays');
  const { firstProjectionYear } = options;
  const shown = useMemo(
    () =>
      viewOverlays({
        locale,
        filters: { gas: f.gas, events: f.events },
        drawn,
        gas,
        view,
        firstProjectionYear,
        overlays,
        ...(projectionBase ? { projectionBase } : {}),
      }),
    [locale, f.gas, f.events, drawn, gas, view, firstProjectionYear, overlays, projectionBase],
  );
  const withMarks = useMemo<OptionsInput>(() => ({ ...options, overlays: shown.marks }), [options, shown.marks]);
  // The same words while the view stays, so that the chart's legend can be skipped in a render.
  const words = useMemo(() => overlayWords(shown, t, f.measure), [shown, t, f.measure]);
  return { options: withMarks, ...words, hasEvents: shown.hasEvents };
}
