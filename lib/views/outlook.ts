/**
 * The outlook view (projections page): how the outlook changed between projection rounds, each
 * round's figure for the same years side by side with the inventory where a year has passed
 * (lib/views/series/outlook), with the two GWP bases named.
 */
import { tableHeadings } from '@/lib/export/table';
import {
  buildOutlook,
  describeOutlook,
  outlookToTable,
  outlookToView,
  type OutlookRow,
} from '@/lib/views/series/outlook';
import { basisEffect, describeBasisEffect, gwpSet } from '@/lib/views/series/outturn';
import type { ViewChoice, ViewModule, ViewWords } from '@/lib/views/types';

/** A row's label: the round with its scenario and basis, or the inventory submission. */
const rowLabel = (t: ViewWords, measure: string) => (row: OutlookRow) =>
  row.kind === 'inventory'
    ? t('outlook.inventory', { submission: row.source, gwp: row.gwp })
    : t('outlook.round', { round: row.source, measure, gwp: row.gwp });

const newestPoints = ({ page }: ViewChoice) => page.points?.[0];

export const outlook: ViewModule = {
  id: 'outlook',
  onPage: (period) => period === 'projections',
  offered: (page) => Boolean(page.rounds?.length && page.points?.length),
  build(choice, { gas, latest }, t) {
    const { filters: f, locale, shown, round, page } = choice;
    const newer = newestPoints(choice);
    if (!round || !newer) return undefined;
    const o = buildOutlook(
      { id: round.id, gwp: round.gwpName, gas },
      { ...newer, gwp: newer.gwpName },
      f.measure,
      latest && { id: shown.id, gwp: shown.gwpName, gas: latest },
    );
    const label = rowLabel(t, f.measure.toUpperCase());
    const notes = [t('viewNote.outlook', { older: round.id, newer: newer.id })];
    if (newer.sameScenarios) notes.push(t('viewNote.outlookSame', { round: newer.id }));
    // What the change of GWPs does, computed on the inventory's years the older round projected.
    const [from, to] = [gwpSet(newer.gwp), gwpSet(round.gwp)];
    const years = page.mix?.years.filter((y) => y >= round.projectionsYear) ?? [];
    if (page.mix && from && to && from !== to && years.length)
      notes.push(
        describeBasisEffect(
          basisEffect(page.mix, from, to),
          years,
          { projection: round.gwpName, inventory: newer.gwpName, submission: shown.id },
          locale,
        ),
      );
    return {
      view: outlookToView(o, gas.unit, label),
      table: outlookToTable(o, gas.unit, tableHeadings(t), label),
      summary: describeOutlook(o, gas.unit, locale),
      notes,
    };
  },
  title: (choice, t) =>
    t('view.titleOutlook', { older: choice.round?.id ?? '', newer: newestPoints(choice)?.id ?? '' }),
  marks: { events: false, targets: false, divider: false },
};
