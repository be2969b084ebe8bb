'use client';
/** The chart title of a view: "{gas} — {level}", and for change and share views what they show. */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ViewModeNote } from '@/lib/charts/view-mode';
import type { FilterState } from '@/lib/url-state/filters';

export function useViewTitle(
  f: FilterState,
  gasName: string,
  firstYear: number | undefined,
  note: ViewModeNote | undefined,
): string {
  const t = useIslandTranslations('ChartPage');
  const levelTitle = t('levelTitle', { gas: gasName, level: t(`level.${note?.sharesBySector ? 'sector' : f.level}`) });
  if (f.view === 'change' && firstYear !== undefined)
    return t('view.titleChange', { title: levelTitle, year: String(firstYear) });
  if (f.view === 'share') return t('view.titleShare', { title: levelTitle });
  return levelTitle;
}
