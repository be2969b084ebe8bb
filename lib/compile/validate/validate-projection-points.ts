/**
 * Validates data/prognosis/{round}/points.yml, a round reported only as totals at points in time:
 * its fields, each scope's years (whole, rising) with one WEM and one WAM value per year, and
 * `same_scenarios` true only where WAM equals WEM in every point. Issues name the file and line.
 */
import { fail, makeIssue, ok, type Issue, type Result } from '@/lib/model/issues';
import type { LocalText } from '@/lib/model/locale';
import { POINT_SCOPES, type PointScope, type PointSeries } from '@/lib/model/projection-round';
import { isRecord, readBilingual, readUrl, readYear } from '@/lib/compile/validate/bilingual';
import { FILE_LINE, findKeyLine, parseYaml } from '@/lib/compile/read/yaml-source';

/** A points file as validated, with its texts in every language it gives. */
export interface PointRoundFile {
  round: number;
  gwp: string;
  unit: string;
  source: LocalText;
  sourceUrl: string;
  licence: LocalText;
  vintage: LocalText;
  baseSubmission: number;
  sameScenarios: boolean;
  neutralityYear?: number;
  points: Record<PointScope, PointSeries>;
}

const numbers = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number' && Number.isFinite(x));

export function validateProjectionPoints(text: string, file: string, folder?: string): Result<PointRoundFile> {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const doc = isRecord(parsed.value) ? parsed.value : {};
  const issues: Issue[] = [];
  /** The line of the path, else of its nearest parent that is in the file. */
  const lineOf = (keys: string[]): number =>
    keys.length === 0 ? FILE_LINE : (findKeyLine(text, keys) ?? lineOf(keys.slice(0, -1)));
  const report = (path: string, message: string) =>
    issues.push(makeIssue(file, lineOf(path.split('.')), path, message));
  const round = readYear(doc.round, 'round', report);
  if (round !== undefined && folder !== undefined && String(round) !== folder)
    report('round', `Field round is ${round}, but the file is in the folder ${folder}`);
  const str = (key: string) => {
    if (typeof doc[key] === 'string' && doc[key].trim() !== '') return doc[key];
    report(key, `Field ${key} not found`);
    return '';
  };
  const [gwp, unit] = [str('gwp'), str('unit')];
  const licence = readBilingual(doc.licence, 'licence', report);
  const source = readBilingual(doc.source, 'source', report);
  const vintage = readBilingual(doc.vintage, 'vintage', report);
  const sourceUrl = readUrl(doc.source_url, 'source_url', report);
  const baseSubmission = readYear(doc.base_submission, 'base_submission', report);
  if (typeof doc.same_scenarios !== 'boolean') report('same_scenarios', 'Field same_scenarios must be true or false');
  const neutralityYear =
    doc.neutrality_year === undefined ? undefined : readYear(doc.neutrality_year, 'neutrality_year', report);
  const given = isRecord(doc.points) ? doc.points : {};
  if (!isRecord(doc.points)) report('points', 'Field points not found');
  const points = {} as Record<PointScope, PointSeries>;
  for (const scope of POINT_SCOPES) {
    const s = isRecord(given[scope]) ? given[scope] : undefined;
    if (!s) {
      if (isRecord(doc.points)) report(`points.${scope}`, `Field points.${scope} not found`);
      continue;
    }
    const bad = (key: string) =>
      report(`points.${scope}.${key}`, `Field points.${scope}.${key} must be a list of numbers`);
    const years =
      Array.isArray(s.years) && s.years.every((y) => Number.isInteger(y)) ? (s.years as number[]) : undefined;
    if (!years || years.length === 0)
      report(`points.${scope}.years`, `Field points.${scope}.years must be a list of years`);
    else if (years.some((y, i) => i > 0 && y <= (years[i - 1] as number)))
      report(`points.${scope}.years`, `The years of points.${scope} must rise`);
    for (const m of ['wem', 'wam'] as const) {
      if (!numbers(s[m])) bad(m);
      else if (years && s[m].length !== years.length)
        report(`points.${scope}.${m}`, `points.${scope}.${m} has ${s[m].length} values for ${years.length} years`);
    }
    if (years && numbers(s.wem) && numbers(s.wam)) points[scope] = { years, wem: s.wem, wam: s.wam };
  }
  if (doc.same_scenarios === true && Object.values(points).some((p) => p.wem.some((v, i) => v !== p.wam[i])))
    report('same_scenarios', 'Field same_scenarios is true, but WAM differs from WEM in a point');
  if (
    issues.length > 0 ||
    round === undefined ||
    !source ||
    !licence ||
    !vintage ||
    !sourceUrl ||
    baseSubmission === undefined
  )
    return fail(issues);
  return ok({
    round,
    gwp,
    unit,
    source,
    sourceUrl,
    licence,
    vintage,
    baseSubmission,
    sameScenarios: doc.same_scenarios === true,
    ...(neutralityYear !== undefined ? { neutralityYear } : {}),
    points,
  });
}
