/** The change view: every series as % change since the first year shown (lib/views/series/mode). */
import { tableHeadings, viewToTable } from '@/lib/export/table';
import { buildModeView, summariseMode } from '@/lib/views/series/mode';
import type { ViewModule } from '@/lib/views/types';
import { levelTitle, viewOptions } from '@/lib/views/words';

export const change: ViewModule = {
  id: 'change',
  build({ filters: f, excludedYears, locale }, { gas }, t) {
    const { view, note } = buildModeView(gas, { ...f, view: 'change' }, excludedYears, viewOptions(locale, t));
    const year = String(note.baseYear ?? '');
    const notes = [t('viewNote.change', { year })];
    if (note.zeroInBaseYear.length > 0)
      notes.push(t('viewNote.changeLeftOut', { year, list: note.zeroInBaseYear.join(', ') }));
    return {
      view,
      table: viewToTable(view, tableHeadings(t)),
      summary: summariseMode(gas, 'change', view, locale, excludedYears),
      notes,
    };
  },
  title({ filters: f, gasName }, t, built) {
    const title = levelTitle(t, gasName, f.level);
    const firstYear = built?.view.years[0];
    return firstYear === undefined ? title : t('view.titleChange', { title, year: String(firstYear) });
  },
  marks: { events: true, targets: false, divider: true },
};
