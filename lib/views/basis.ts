/**
 * The basis lines under a chart (what the figures are: submission or projection round, GWP basis,
 * source, licence), shared by the island, the server's first view and the embed. `t`: the ChartPage
 * messages, from the island's translator or the server's.
 */
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { BuiltView, ViewChoice, ViewModule, ViewWords } from '@/lib/views/types';
import { inSentence } from '@/lib/format/label-case';

type BasisKey = 'basis' | 'projectionBasis' | 'inventoryLine' | 'inventoryLineNote';
type Translate = (key: BasisKey, values: Record<string, string>) => string;

/** The label of the newest inventory's line on the projections chart. */
export const inventoryLineLabel = (t: Translate, shown: SubmissionInfo) =>
  t('inventoryLine', { submission: shown.id, gwp: shown.gwpName });

/**
 * The inventory submission's basis; on the projections page the round's instead, and the newest
 * inventory's too when the chart draws its line (`line`) or compares with it (`outturn`).
 */
function basisLines(
  t: Translate,
  shown: SubmissionInfo,
  /** On the projections page: the round, the scenario's name, and what of the inventory the view shows. */
  projection?: { round: ProjectionRoundInfo; measure: string; line: boolean; outturn: boolean },
): string[] {
  const source = { source: shown.source, licence: shown.licence, vintage: shown.vintage, gwp: shown.gwpName };
  const inventory = t('basis', source);
  if (!projection) return [inventory];
  const { round } = projection;
  const lines = [
    t('projectionBasis', {
      measure: projection.measure,
      vintage: round.vintage,
      gwp: round.gwpName,
      source: round.source,
      licence: round.licence,
    }),
  ];
  if (projection.line) lines.push(t('inventoryLineNote', { ...source, label: inventoryLineLabel(t, shown) }));
  else if (projection.outturn) lines.push(inventory);
  return lines;
}

const CO2E_UNIT = /CO2/;

/**
 * Every basis line of a view: the submission's or round's (`measure`: the scenario's name), a single
 * gas's mass unit (`gasUnit`), and what the view adds (the population's source).
 */
export function viewBasisLines(
  choice: ViewChoice,
  module: ViewModule,
  built: BuiltView | undefined,
  t: ViewWords,
  words: { measure: string; gasUnit: string },
): string[] {
  const { shown, round, gasName } = choice;
  const lines = basisLines(
    t,
    shown,
    round && {
      round,
      measure: inSentence(words.measure, choice.locale),
      line: Boolean(built?.inventoryLine?.drawn),
      outturn: Boolean(module.showsInventory),
    },
  );
  const unit = words.gasUnit;
  // Per person, a single gas has a unit of its own (e.g. mg per person).
  const shownUnit = module.ownUnit && built ? built.view.unit : unit;
  if (unit && !CO2E_UNIT.test(unit)) lines.push(t('massNote', { gas: gasName, unit: shownUnit, gwp: shown.gwpName }));
  lines.push(...(module.basis?.(choice, t) ?? []));
  return lines;
}
