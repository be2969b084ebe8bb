/**
 * The absolute view (the default): the values as reported; on the projections page with the newest
 * inventory's total as a line of its own beside the projection, on its own basis.
 */
import { summarise } from '@/lib/charts/shown/summary';
import { tableHeadings, viewToTable } from '@/lib/export/table';
import { inventoryLineLabel } from '@/lib/views/basis';
import { inventoryLine, withInventoryLine } from '@/lib/views/series/inventory-line';
import { buildModeView } from '@/lib/views/series/mode';
import type { ViewModule } from '@/lib/views/types';
import { levelTitle, viewOptions } from '@/lib/views/words';

export const absolute: ViewModule = {
  id: 'absolute',
  build({ filters: f, excludedYears, locale, shown }, { gas, latest }, t) {
    const built = buildModeView(gas, { ...f, view: 'absolute' }, excludedYears, viewOptions(locale, t)).view;
    const offered = latest ? inventoryLine(built, latest, inventoryLineLabel(t, shown)) : undefined;
    const line = f.inventoryLine ? offered : undefined;
    const view = withInventoryLine(built, line);
    return {
      view,
      table: viewToTable(view, tableHeadings(t)),
      summary: summarise(gas, locale, excludedYears),
      notes: [],
      inventoryLine: { drawn: Boolean(line), offered: Boolean(offered) },
    };
  },
  title: ({ filters: f, gasName }, t) => levelTitle(t, gasName, f.level),
  marks: { events: true, targets: true, divider: true },
};
