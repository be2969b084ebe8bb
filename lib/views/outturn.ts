/**
 * The outturn view (projections page): what a projection round said against what the newest
 * inventory reports for the same years (lib/views/series/outturn), with a note on the two GWP bases.
 */
import { tableHeadings } from '@/lib/export/table';
import { revisionsToTable } from '@/lib/views/series/revisions';
import {
  basisEffect,
  buildOutturn,
  describeBasisEffect,
  describeLargestMiss,
  gwpSet,
} from '@/lib/views/series/outturn';
import type { ViewChoice, ViewModule } from '@/lib/views/types';
import { levelTitle, viewOptions } from '@/lib/views/words';

/** What the view's words name: the round, the scenario and the inventory submission. */
const namesOf = ({ round, filters, shown }: ViewChoice) =>
  round && { round: round.id, measure: filters.measure.toUpperCase(), submission: shown.id };

export const outturn: ViewModule = {
  id: 'outturn',
  onPage: (period) => period === 'projections',
  offered: (page) => Boolean(page.rounds?.length),
  build(choice, { gas, latest }, t) {
    const { filters: f, excludedYears, locale, shown, round, page } = choice;
    const names = namesOf(choice);
    if (!round || !names || !latest) return undefined;
    const o = buildOutturn(gas, latest, f, round.projectionsYear, excludedYears, viewOptions(locale, t));
    const table = revisionsToTable(o.rows, o.years, gas.unit, tableHeadings(t), {
      shown: t('outturn.projected', names),
      against: t('outturn.reported', names),
      difference: t('outturn.difference'),
      percent: t('outturn.percent'),
    });
    const notes = [
      t('viewNote.outturn', {
        ...names,
        from: String(o.years[0] ?? ''),
        to: String(o.years[o.years.length - 1] ?? ''),
      }),
    ];
    const from = gwpSet(shown.gwp);
    const to = gwpSet(round.gwp);
    if (page.mix && from && to && from !== to)
      notes.push(
        describeBasisEffect(
          basisEffect(page.mix, from, to),
          o.years,
          { projection: round.gwpName, inventory: shown.gwpName, submission: shown.id },
          locale,
        ),
      );
    return { view: o.view, table, summary: describeLargestMiss(o, gas.unit, names, locale), notes };
  },
  title(choice, t) {
    const names = namesOf(choice);
    return names ? t('view.titleOutturn', names) : levelTitle(t, choice.gasName, choice.filters.level);
  },
  showsInventory: true,
  marks: { events: true, targets: false, divider: false },
};
