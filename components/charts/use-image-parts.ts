'use client';
/** Title, filters in words, legend and source line of the exported chart.png. */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { categoryName, sectorName, subCategoryName, type ChartView } from '@/lib/charts/datasets';
import { selectionWords, yearRanges } from '@/lib/charts/describe';
import type { ImageParts } from '@/lib/export/chart-image';
import type { FilterState } from '@/lib/url-state/filters';
import type { Locale } from '@/lib/model/locale';

export function useImageParts(
  locale: Locale, f: FilterState, view: ChartView | undefined, title: string, withProjections: boolean, notes: readonly string[] = [],
): ImageParts {
  const t = useIslandTranslations('ExportButtons');
  const tc = useIslandTranslations('ChartPage');
  const tf = useIslandTranslations('FilterPanel');
  const words = { all: t('everything'), none: t('nothing') };
  const lines: string[] = [];
  if (withProjections) lines.push(t('filtersScenario', { measure: tf(f.measure) }));
  if (f.level !== 'total') lines.push(t('filtersSectors', { list: selectionWords(f.sector, (id) => sectorName(id, locale), words) }));
  if (f.level === 'cat' || f.level === 'subCat') lines.push(t('filtersCats', { list: selectionWords(f.cat, (id) => categoryName(id, locale), words) }));
  if (f.level === 'subCat') lines.push(t('filtersSubs', { list: selectionWords(f.sub, (id) => subCategoryName(id, locale), words) }));
  lines.push(t('filtersYears', { list: view ? yearRanges(view.years) || words.none : '' }));
  if (f.view !== 'absolute') lines.push(t('filtersView', { view: tc(`view.${f.view}`) }), ...notes);
  return {
    title: `${title}${view ? ` (${view.unit})` : ''}`,
    filterLines: lines,
    legend: (view?.series ?? []).map((s) => ({ label: s.label, colour: s.colour, line: s.kind === 'line' })),
    source: tc('source'),
  };
}
