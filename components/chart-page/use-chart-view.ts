'use client';
/**
 * The chart view of the URL's filters, shared by the chart page and the embed page: filter state
 * from the query string, the gas's data loaded on demand, the view of the chosen mode (absolute,
 * change, share) with its note, title and Chart.js options.
 */
import { useMemo } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { OptionsInput } from '@/lib/charts/options';
import { buildModeView } from '@/lib/charts/view-mode';
import type { Locale } from '@/lib/model/locale';
import type { GasListEntry, Measure } from '@/lib/model/types';
import { useGasData } from './use-gas-data';
import { useUrlFilters } from './use-url-filters';
import { useViewTitle } from './use-view-title';
import { useViewNoteLines } from './ViewNote';

export function useChartView(
  locale: Locale,
  gases: GasListEntry[],
  projectionGases: Record<Measure, GasListEntry[]> | null,
) {
  const t = useIslandTranslations('ChartPage');
  const withProjections = projectionGases !== null;
  const { state, dispatch, query } = useUrlFilters({
    period: withProjections ? 'projections' : 'inventory',
    gases: projectionGases ? [...projectionGases.wem, ...projectionGases.wam] : gases,
    gasesFor: projectionGases ? (m) => projectionGases[m] : undefined,
  });
  const f = state.filters;
  const gasList = projectionGases ? projectionGases[f.measure] : gases;
  const { status, retry } = useGasData(locale, f.gas, withProjections ? f.measure : null);
  const ready = status.state === 'ready' ? status : undefined;
  const built = useMemo(
    () =>
      ready
        ? buildModeView(ready.gas, f, state.excludedYears, { locale, restOf: (name) => t('restOf', { name }) })
        : undefined,
    [ready, f, state.excludedYears, locale, t],
  );
  const view = built?.view;
  const noteLines = useViewNoteLines(built?.note);
  const title = useViewTitle(f, gasList.find((g) => g.id === f.gas)?.name ?? f.gas, view?.years[0], built?.note);
  const options = useMemo<OptionsInput>(
    () => ({
      locale,
      unit: view?.unit ?? '',
      firstProjectionYear: ready?.firstProjectionYear,
      groupLabels: { inventory: t('groupInventory'), projections: t('groupProjections') },
    }),
    [locale, view?.unit, ready?.firstProjectionYear, t],
  );
  const empty = view !== undefined && (view.series.length === 0 || view.years.length === 0);
  return {
    state,
    dispatch,
    query,
    gasList,
    status,
    retry,
    ready,
    view,
    noteLines,
    title,
    options,
    empty,
    withProjections,
  };
}
