/**
 * Validates data/proportions.yml (SPEC §3 "Proportion data"): startYear,
 * numYears, years text `start-end`, and a tab-separated rows block
 * `sectorId<TAB>pct<TAB>pct…` with a valid sector id on every line.
 */
import { SECTOR_BY_ID } from '@/lib/model/catalogue';
import {
  COMMA_IN_CELL,
  countMismatch,
  fail,
  makeIssue,
  missingField,
  ok,
  type Issue,
  type Result,
} from '@/lib/model/issues';
import { parseCells } from '@/lib/compile/validate/parse-rows';
import type { ProportionData } from '@/lib/model/proportions';
import { FILE_LINE, findKeyLine, parseYaml } from '@/lib/compile/read/yaml-source';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Validates the text of a proportions file; `file` is the path shown in issues. */
export function validateProportions(text: string, file: string): Result<ProportionData> {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const doc = isRecord(parsed.value) ? parsed.value : {};
  const issues: Issue[] = [];
  const at = (key: string, message: string) => issues.push(makeIssue(file, findKeyLine(text, [key]), key, message));
  for (const field of ['startYear', 'numYears', 'years', 'rows']) {
    if (doc[field] === undefined || doc[field] === null)
      issues.push(makeIssue(file, FILE_LINE, field, missingField(field, file)));
  }
  const { startYear, numYears, years } = doc;
  const numbersOk = Number.isInteger(startYear) && Number.isInteger(numYears) && (numYears as number) > 0;
  if (startYear !== undefined && !Number.isInteger(startYear)) at('startYear', 'Field startYear must be a whole year');
  if (numYears !== undefined && !(Number.isInteger(numYears) && (numYears as number) > 0))
    at('numYears', 'Field numYears must be a positive whole number');
  const expectedYears = numbersOk ? `${startYear}-${(startYear as number) + (numYears as number) - 1}` : undefined;
  if (years !== undefined && expectedYears && String(years) !== expectedYears) {
    at('years', `Field years must be ${expectedYears} (startYear to startYear + numYears - 1)`);
  }
  const sectors: Record<string, number[]> = {};
  if (typeof doc.rows === 'string') {
    const rowsLine = findKeyLine(text, ['rows']);
    doc.rows.split('\n').forEach((raw, index) => {
      if (raw.trim() === '') return;
      const line = rowsLine === undefined ? undefined : rowsLine + 1 + index;
      const report = (message: string) => issues.push(makeIssue(file, line, `rows[${index}]`, message));
      const [id = '', ...cells] = raw.trim().split('\t');
      if (!SECTOR_BY_ID.has(id.trim())) report('Invalid sector id');
      if (numbersOk && cells.length !== numYears) report(countMismatch(id.trim(), numYears as number, cells.length));
      sectors[id.trim()] = parseCells(cells, () => report(COMMA_IN_CELL));
    });
  } else if (doc.rows !== undefined && doc.rows !== null) at('rows', 'Field rows must be a text block');
  if (issues.length > 0 || !expectedYears) return fail(issues);
  return ok({ startYear: startYear as number, numYears: numYears as number, years: expectedYears, sectors });
}
