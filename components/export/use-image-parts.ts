'use client';
/** Title, filters in words, legend and source line (the submission and its basis) of the exported chart.png. */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { entryNames, type ChartView } from '@/lib/charts/shown/datasets';
import { selectionWords, yearRanges } from '@/lib/charts/shown/describe';
import type { ImageParts } from '@/lib/export/chart-image';
import type { FilterState } from '@/lib/url-state/filters';
import { DEFAULT_VIEW } from '@/lib/url-state/views';
import type { GasData } from '@/lib/model/gas-data';
import type { Locale } from '@/lib/model/locale';
import { inSentence } from '@/lib/format/label-case';

export function useImageParts(
  gas: GasData | undefined,
  f: FilterState,
  view: ChartView | undefined,
  title: string,
  withProjections: boolean,
  locale: Locale,
  notes: readonly string[] = [],
  /** What the figures are (submission, GWP basis, source, licence): the image's source line. */
  basis: readonly string[] = [],
): ImageParts {
  const t = useIslandTranslations('ExportButtons');
  const tc = useIslandTranslations('ChartPage');
  const tf = useIslandTranslations('FilterPanel');
  const words = { all: t('everything'), none: t('nothing') };
  const entries = entryNames(gas);
  // Names after a label's colon, as the sentences write them (Estonian and Russian in lower case).
  const lower = (nameOf: (id: string) => string) => (id: string) => inSentence(nameOf(id), locale);
  const names = { sector: lower(entries.sector), cat: lower(entries.cat), sub: lower(entries.sub) };
  const lines: string[] = [];
  if (withProjections) lines.push(t('filtersScenario', { measure: inSentence(tf(f.measure), locale) }));
  if (f.level !== 'total') lines.push(t('filtersSectors', { list: selectionWords(f.sector, names.sector, words) }));
  if (f.level === 'cat' || f.level === 'subCat')
    lines.push(t('filtersCats', { list: selectionWords(f.cat, names.cat, words) }));
  if (f.level === 'subCat') lines.push(t('filtersSubs', { list: selectionWords(f.sub, names.sub, words) }));
  lines.push(t('filtersYears', { list: view ? yearRanges(view.years) || words.none : '' }));
  // A view other than the default is named, with what it does with the data.
  if (f.view !== DEFAULT_VIEW)
    lines.push(t('filtersView', { view: inSentence(tc(`view.${f.view}`), locale) }), ...notes);
  return {
    title: `${title}${view ? ` (${view.unit})` : ''}`,
    filterLines: lines,
    legend: (view?.series ?? []).map((s) => ({ label: s.label, colour: s.colour, line: s.kind === 'line' })),
    source: basis.join(' '),
  };
}
