/**
 * The per-person view: the absolute view divided by Estonia's population in each year
 * (lib/views/series/per-capita); offered where the site has population figures.
 */
import { buildView } from '@/lib/charts/shown/datasets';
import { yearRanges } from '@/lib/charts/shown/describe';
import { tableHeadings, viewToTable } from '@/lib/export/table';
import { buildPerCapita, describePerCapita } from '@/lib/views/series/per-capita';
import type { ViewModule } from '@/lib/views/types';
import { levelTitle, viewOptions } from '@/lib/views/words';

export const perCapita: ViewModule = {
  id: 'per-capita',
  offered: (page) => page.population !== null,
  build({ filters: f, excludedYears, locale, page }, { gas }, t) {
    if (!page.population) return undefined;
    const perPerson = (level: typeof f.level) =>
      buildPerCapita(buildView(gas, { ...f, level }, excludedYears, viewOptions(locale, t)), page.population!, (unit) =>
        t('perCapita.unit', { unit }),
      );
    const { view, leftOut } = perPerson(f.level);
    const notes = [t('viewNote.perCapita', { unit: view.unit })];
    if (leftOut.length > 0) notes.push(t('viewNote.perCapitaLeftOut', { years: yearRanges(leftOut) }));
    // The sentence says what the other views' sentences say, the total without LULUCF, at every level.
    const summary = describePerCapita(
      f.level === 'total' ? view : perPerson('total').view,
      locale,
      gas.projectionsYear,
    );
    return { view, table: viewToTable(view, tableHeadings(t)), summary, notes };
  },
  title: ({ filters: f, gasName }, t) => t('view.titlePerCapita', { title: levelTitle(t, gasName, f.level) }),
  basis: ({ page: { population } }, t) =>
    population
      ? [t('basisPopulation', { source: population.source, vintage: population.vintage, licence: population.licence })]
      : [],
  ownUnit: true,
  marks: { events: true, targets: false, divider: true },
};
