/**
 * The basis lines under a chart (what the figures are: submission or projection round, GWP basis,
 * source, licence), shared by the island and the server's first view. `t`: the ChartPage messages,
 * from the island's translator or the server's.
 */
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';
import type { SubmissionInfo } from '@/lib/model/submission';

type BasisKey = 'basis' | 'projectionBasis' | 'inventoryLine' | 'inventoryLineNote';
type Translate = (key: BasisKey, values: Record<string, string>) => string;

/** The label of the newest inventory's line on the projections chart. */
export const inventoryLineLabel = (t: Translate, shown: SubmissionInfo) =>
  t('inventoryLine', { submission: shown.id, gwp: shown.gwp });

/**
 * The inventory submission's basis; on the projections page the round's instead, and the newest
 * inventory's too when the chart draws its line (`line`) or compares with it (`outturn`).
 */
export function basisLines(
  t: Translate,
  shown: SubmissionInfo,
  /** On the projections page: the round, the scenario's name, and what of the inventory the view shows. */
  projection?: { round: ProjectionRoundInfo; measure: string; line: boolean; outturn: boolean },
): string[] {
  const source = { source: shown.source, licence: shown.licence, vintage: shown.vintage, gwp: shown.gwp };
  const inventory = t('basis', source);
  if (!projection) return [inventory];
  const { round } = projection;
  const lines = [
    t('projectionBasis', {
      measure: projection.measure,
      vintage: round.vintage,
      gwp: round.gwp,
      source: round.source,
      licence: round.licence,
    }),
  ];
  if (projection.line) lines.push(t('inventoryLineNote', { ...source, label: inventoryLineLabel(t, shown) }));
  else if (projection.outturn) lines.push(inventory);
  return lines;
}
