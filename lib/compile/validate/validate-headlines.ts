/**
 * Validates data/projections/headlines.yml: published headline figures about
 * projections and targets, each with its source.
 */
import { headlineTerm, sourceLanguage, type HeadlineKind, type ProjectionHeadline } from '@/lib/model/headline-terms';
import { fail, makeIssue, missingField, ok, type Issue, type Result } from '@/lib/model/issues';
import { FILE_LINE, findSequenceItemLines, parseYaml } from '@/lib/compile/read/yaml-source';

const KINDS: readonly HeadlineKind[] = ['projection', 'inventory', 'target'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const optional = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);

/** Validates the text of a headlines file; `file` is the path shown in issues. */
export function validateHeadlines(source: string, file: string): Result<ProjectionHeadline[]> {
  const parsed = parseYaml(source, file);
  if (!parsed.ok) return parsed;
  const doc = isRecord(parsed.value) ? parsed.value : {};
  if (!Array.isArray(doc.headlines))
    return fail([makeIssue(file, FILE_LINE, 'headlines', missingField('headlines', file))]);
  const lines = findSequenceItemLines(source, 'headlines');
  const issues: Issue[] = [];
  const result: ProjectionHeadline[] = [];
  doc.headlines.forEach((item: unknown, i: number) => {
    const path = `headlines[${i}]`;
    const report = (message: string) => issues.push(makeIssue(file, lines[i], path, message));
    const h = isRecord(item) ? item : {};
    const src = isRecord(h.source) ? h.source : {};
    const before = issues.length;
    if (!KINDS.includes(h.kind as HeadlineKind)) report(`Invalid headline kind: ${String(h.kind)}`);
    if (!Number.isInteger(h.year)) report('Field year must be a whole year');
    if (typeof h.value !== 'number') report('Field value must be a number');
    const base = optional(h.base);
    if (base !== null && !Number.isInteger(base)) report('Field base must be a whole year');
    const scenario = optional(h.scenario);
    if (scenario !== null && typeof scenario !== 'string') report('Field scenario must be text');
    for (const key of ['scope', 'unit', 'quote'] as const) if (!text(h[key])) report(`Field ${key} not found`);
    for (const key of ['title', 'url', 'published'] as const)
      if (!text(src[key])) report(`Field source.${key} not found`);
    if (text(src.url) && !/^https?:\/\//.test(src.url as string)) report('Field source.url must be an http(s) address');
    else if (text(src.url) && !sourceLanguage(src.url as string))
      report('Field source.url: the language of its site is not listed in lib/model/headline-terms.ts');
    for (const key of ['scenario', 'scope', 'unit'] as const) {
      const term = text(h[key]);
      if (term && headlineTerm(term, 'et') === undefined)
        report(`Field ${key}: no Estonian wording for "${term}" in lib/model/headline-terms.ts`);
      if (term && headlineTerm(term, 'ru') === undefined)
        report(`Field ${key}: no Russian wording for "${term}" in lib/model/headline-terms.ts`);
    }
    if (issues.length > before) return;
    result.push({
      kind: h.kind as HeadlineKind,
      year: h.year as number,
      scenario: scenario as string | null,
      scope: h.scope as string,
      value: h.value as number,
      unit: h.unit as string,
      base: base as number | null,
      source: { title: src.title as string, url: src.url as string, published: src.published as string },
      quote: h.quote as string,
    });
  });
  return issues.length > 0 ? fail(issues) : ok(result);
}
