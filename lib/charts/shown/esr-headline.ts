import type { LocalisedActivity } from '@/lib/model/activity';

interface EsrHeadline {
  year: number;
  wem: number;
  limit: number;
  /** WEM minus the limit, kt CO2 eq: positive means above the limit. */
  gap: number;
}

/**
 * The 2030 WEM figure of the effort-sharing projection file against its limit (the file's target
 * row and its one year). Undefined when the file has no WEM row or no target row.
 */
export function esrHeadline(activity: LocalisedActivity | undefined): EsrHeadline | undefined {
  if (!activity?.targetItems?.length) return undefined;
  const limitRow = activity.rows.find((r) => activity.targetItems!.includes(r.name));
  // By the scenario's name in any language ('WEM projection', 'WEM-prognoos', 'Прогноз WEM'; audit L3).
  const wemRow = activity.rows.find((r) => /(^|[^A-Za-z])WEM([^A-Za-z]|$)/.test(r.name));
  if (!limitRow || !wemRow) return undefined;
  const at = activity.years.find((y) => typeof limitRow.cells[y.idx] === 'number');
  if (!at) return undefined;
  const wem = wemRow.cells[at.idx];
  const limit = limitRow.cells[at.idx] as number;
  if (typeof wem !== 'number') return undefined;
  return { year: at.year, wem, limit, gap: wem - limit };
}
