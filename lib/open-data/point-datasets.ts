/**
 * The open-data files of the rounds reported only as totals at points in time (the 2025 round):
 * one row per scope, scenario and year the source gives, nothing in between.
 */
import { POINT_SCOPES, type PointRound, type PointScope } from '@/lib/model/projection-round';
import type { OpenDataset } from '@/lib/open-data/datasets';
import { projectionsDatasetName } from '@/lib/open-data/names';
import { tidyCsv, tidySchema, type TidyRow } from '@/lib/open-data/tidy';

/** Each scope as a row names it: a total, or LULUCF as its sector (CRF 4). */
const SCOPE_ROWS: Record<PointScope, { level: string; code: string; name: string }> = {
  withoutLulucf: { level: 'total', code: '', name: 'Total without LULUCF' },
  withLulucf: { level: 'total', code: '', name: 'Total with LULUCF' },
  withLulucfAviation: { level: 'total', code: '', name: 'Total with LULUCF and international aviation' },
  lulucf: { level: 'sector', code: '4', name: 'Land use, land-use change and forestry' },
};

/** A points round's observations: WEM, then WAM (the same figures where the country reported no other). */
function pointRows(round: PointRound, dataset: string): TidyRow[] {
  return POINT_SCOPES.flatMap((scope) => {
    const series = round.points[scope];
    const { level, code, name } = SCOPE_ROWS[scope];
    return (['wem', 'wam'] as const).flatMap((measure) =>
      series.years.map((year, i) => ({
        dataset,
        submissionOrRound: round.id,
        area: 'EST',
        scenario: measure.toUpperCase(),
        gas: 'co2eq',
        level,
        categoryCode: code,
        categoryName: name,
        year,
        value: series[measure][i] ?? null,
        unit: round.unit,
        gwp: round.gwp,
        notationKey: '',
      })),
    );
  });
}

/** One file per points round, versioned by the round. */
export function pointDatasets(rounds: readonly PointRound[]): OpenDataset[] {
  return rounds.map((round) => {
    const name = projectionsDatasetName(round.id);
    const years = [...new Set(POINT_SCOPES.flatMap((s) => round.points[s].years))].sort((a, b) => a - b);
    return {
      name,
      path: `projections/round-${round.id}.csv`,
      aliases: [],
      edition: round.id,
      kind: 'projections',
      title: `Greenhouse gas projections of Estonia, ${round.id} round (totals)`,
      description: `National projections reported in ${round.id}, as totals at the years the source gives (${years.join(', ')}), nothing in between: without LULUCF, with LULUCF, with LULUCF and international aviation, and LULUCF itself; ${round.unit} with ${round.gwp}.${round.sameScenarios ? ` WAM equals WEM in every row: Estonia reported the same values for both scenarios in ${round.id}.` : ''}`,
      source: { title: round.source, url: round.sourceUrl, vintage: round.vintage, licence: round.licence },
      schema: tidySchema(),
      csv: tidyCsv(pointRows(round, name)),
    };
  });
}
