/**
 * The share view: every bar series as % of the gross total shown in its year (lib/views/series/mode);
 * on the total level the sectors' shares.
 */
import { tableHeadings, viewToTable } from '@/lib/export/table';
import { buildModeView, summariseMode } from '@/lib/views/series/mode';
import type { ViewModule } from '@/lib/views/types';
import { levelTitle, viewOptions } from '@/lib/views/words';
import { inSentence } from '@/lib/format/label-case';

export const share: ViewModule = {
  id: 'share',
  build({ filters: f, excludedYears, locale }, { gas }, t) {
    const { view, note } = buildModeView(gas, { ...f, view: 'share' }, excludedYears, viewOptions(locale, t));
    const notes = [t('viewNote.share')];
    if (note.sharesBySector) notes.push(t('viewNote.shareBySector'));
    if (note.sinksLeftOut.length > 0)
      notes.push(t('viewNote.shareSinks', { list: note.sinksLeftOut.map((l) => inSentence(l, locale)).join(', ') }));
    if (note.negativesAsZero.length > 0)
      notes.push(
        t('viewNote.shareNegatives', { list: note.negativesAsZero.map((l) => inSentence(l, locale)).join(', ') }),
      );
    return {
      view,
      table: viewToTable(view, tableHeadings(t)),
      summary: summariseMode(gas, 'share', view, locale, excludedYears),
      notes,
      ...(note.sharesBySector ? { titleLevel: 'sector' as const } : {}),
    };
  },
  title: ({ filters: f, gasName }, t, built) =>
    t('view.titleShare', { title: levelTitle(t, gasName, built?.titleLevel ?? f.level) }),
  marks: { events: true, targets: false, divider: true },
};
