/**
 * The projection rounds reported only as totals at points in time (data/prognosis/{round}/points.yml),
 * validated and compiled per locale, newest first, under projectionPointsPath.
 */
import { findKeyLine, FILE_LINE } from '@/lib/compile/read/yaml-source';
import { validateProjectionPoints, type PointRoundFile } from '@/lib/compile/validate/validate-projection-points';
import type { DataFile } from '@/lib/model/data-file';
import { makeIssue, type Issue } from '@/lib/model/issues';
import { gwpName } from '@/lib/model/gwp';
import { LOCALES, localText, type Locale } from '@/lib/model/locale';
import { projectionPointsPath, type PointRound } from '@/lib/model/projection-round';

const localise = (r: PointRoundFile, locale: Locale): PointRound => ({
  id: String(r.round),
  gwp: r.gwp,
  gwpName: gwpName(r.gwp, locale),
  unit: r.unit,
  source: localText(r.source, locale),
  sourceUrl: r.sourceUrl,
  licence: localText(r.licence, locale),
  vintage: localText(r.vintage, locale),
  baseSubmission: String(r.baseSubmission),
  sameScenarios: r.sameScenarios,
  ...(r.neutralityYear !== undefined ? { neutralityYear: r.neutralityYear } : {}),
  points: r.points,
});

export function compilePointRounds(
  files: readonly DataFile[],
  submissions: readonly string[],
  documents: Record<string, unknown>,
  issues: Issue[],
): void {
  const rounds: PointRoundFile[] = [];
  for (const f of files) {
    const folder = /prognosis\/(\d{4})\/points\.ya?ml$/.exec(f.file)?.[1];
    const checked = validateProjectionPoints(f.text, f.file, folder);
    if (!checked.ok) {
      issues.push(...checked.issues);
      continue;
    }
    const base = String(checked.value.baseSubmission);
    if (!submissions.includes(base)) {
      const line = findKeyLine(f.text, ['base_submission']) ?? FILE_LINE;
      issues.push(makeIssue(f.file, line, 'base_submission', `No inventory submission ${base} in data/past/`));
      continue;
    }
    rounds.push(checked.value);
  }
  rounds.sort((a, b) => b.round - a.round);
  for (const locale of LOCALES) documents[projectionPointsPath(locale)] = rounds.map((r) => localise(r, locale));
}
