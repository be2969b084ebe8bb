'use client';
/** What a change or share view does with the data (bases, sinks), under the chart and in the exports. */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ViewModeNote } from '@/lib/charts/view-mode';

/** The note as sentences, in the page's language; none for the absolute view. */
export function useViewNoteLines(note: ViewModeNote | undefined): string[] {
  const t = useIslandTranslations('ChartPage');
  if (!note || note.mode === 'absolute' || note.mode === 'revisions') return [];
  const year = String(note.baseYear ?? '');
  if (note.mode === 'change') {
    const lines = [t('viewNote.change', { year })];
    if (note.zeroInBaseYear.length > 0)
      lines.push(t('viewNote.changeLeftOut', { year, list: note.zeroInBaseYear.join(', ') }));
    return lines;
  }
  const lines = [t('viewNote.share')];
  if (note.sharesBySector) lines.push(t('viewNote.shareBySector'));
  if (note.sinksLeftOut.length > 0) lines.push(t('viewNote.shareSinks', { list: note.sinksLeftOut.join(', ') }));
  if (note.negativesAsZero.length > 0)
    lines.push(t('viewNote.shareNegatives', { list: note.negativesAsZero.join(', ') }));
  return lines;
}
