import { load } from 'js-yaml';
import { msgNoRows, parseActivityRows } from '@/lib/compile/validate/parse-activity-rows';
import type { ActivityData } from '@/lib/model/activity';
import type { Issue, Result } from '@/lib/model/issues';
import type { LocalText } from '@/lib/model/locale';

const MSG_UNKNOWN_FORMAT = 'Unknown file format';
const msgMissing = (field: string, file: string) => `Field ${field} is missing from ${file}.`;
const msgInvalid = (field: string) => `Field ${field} has an invalid value`;
const msgUnknownRow = (field: string, row: string) => `Field ${field} names ${row}, which is not a row of the file`;
const msgTargetValues = (row: string, got: number) => `Target row ${row} must have exactly one number, but has ${got}`;
const msgMatrixRow = (name: string) => `Matrix row ${name} must start with a year and the land use it comes from`;
const msgMatrixYears = (year: string) => `Matrix year ${year} does not have the same from rows as the first year`;
const msgProjectionsYear = (year: number) => `Field projections_year (${year}) is not one of the year columns`;

type Raw = Record<string, unknown>;

/** 1-based line of a top-level key, when the text has one. */
function keyLine(text: string, key: string): number | undefined {
  const index = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 1;
}

/** A localised text: a plain string (same in both languages) or { en, et? } with English as fallback. */
function readText(value: unknown): LocalText | undefined {
  if (typeof value === 'string') return { en: value, et: value };
  if (value && typeof value === 'object') {
    const { en, et, ru } = value as Raw;
    if (typeof en === 'string')
      return { en, et: typeof et === 'string' ? et : en, ...(typeof ru === 'string' ? { ru } : {}) };
  }
  return undefined;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function readTranslations(value: unknown): ActivityData['translations'] | null {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') return null;
  const out: Record<string, Record<string, string>> = {};
  for (const [locale, map] of Object.entries(value as Raw)) {
    if (!map || typeof map !== 'object') return null;
    const entries = Object.entries(map as Raw);
    if (!entries.every(([, v]) => typeof v === 'string')) return null;
    out[locale] = Object.fromEntries(entries) as Record<string, string>;
  }
  return out;
}

/**
 * Rows of a matrix file (type `matrix`): each names a year, then the land use it comes from (a
 * text), then its values; every year has the same from rows in the same order as the first.
 */
function matrixIssues(rows: readonly ActivityData['rows'][number][]): { row: number; message: string }[] {
  const issues: { row: number; message: string }[] = [];
  const fromOf = new Map<string, string[]>();
  rows.forEach((r, i) => {
    const from = r.cells[0];
    if (!/^\d{4}$/.test(r.name) || typeof from !== 'string') {
      issues.push({ row: i, message: msgMatrixRow(r.name) });
      return;
    }
    fromOf.set(r.name, [...(fromOf.get(r.name) ?? []), from]);
  });
  if (issues.length > 0) return issues;
  const [first, ...others] = [...fromOf.entries()];
  for (const [year, froms] of others) {
    if (froms.join('\n') !== first?.[1].join('\n')) {
      const row = rows.findIndex((r) => r.name === year);
      issues.push({ row, message: msgMatrixYears(year) });
    }
  }
  return issues;
}

/**
 * Reads and validates one chart content / activity data file (SPEC §3, §5); collects every issue.
 * @example parseActivityFile('id: a\ntitle: {en: A, et: A}\ntype: table\nrows: |\n  Name\t2018\n  x\t1\n', 'a.yml')
 */
export function parseActivityFile(text: string, file: string): Result<ActivityData> {
  if (!/\.ya?ml$/i.test(file)) return { ok: false, issues: [{ file, path: '', message: MSG_UNKNOWN_FORMAT }] };
  let raw: unknown;
  try {
    raw = load(text);
  } catch (error) {
    const mark = (error as { mark?: { line?: number }; reason?: string }).mark;
    const reason = (error as { reason?: string }).reason ?? String(error);
    return {
      ok: false,
      issues: [{ file, line: (mark?.line ?? 0) + 1, path: '', message: `YAML syntax error: ${reason}` }],
    };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, issues: [{ file, line: 1, path: '', message: msgNoRows(file) }] };
  }
  const doc = raw as Raw;
  const issues: Issue[] = [];
  const at = (key: string) => keyLine(text, key);
  const fail = (key: string, message: string): undefined => {
    issues.push({ file, line: at(key), path: key, message });
    return undefined;
  };

  for (const key of ['id', 'title', 'type'] as const) if (doc[key] === undefined) fail(key, msgMissing(key, file));
  const id = doc.id === undefined || typeof doc.id === 'string' ? doc.id : fail('id', msgInvalid('id'));
  const title = doc.title === undefined ? undefined : (readText(doc.title) ?? fail('title', msgInvalid('title')));
  const type = doc.type === undefined || typeof doc.type === 'string' ? doc.type : fail('type', msgInvalid('type'));
  const textField = doc.text === undefined ? undefined : (readText(doc.text) ?? fail('text', msgInvalid('text')));
  const source = doc.source === undefined ? undefined : (readText(doc.source) ?? fail('source', msgInvalid('source')));
  if (doc.unit !== undefined && typeof doc.unit !== 'string') fail('unit', msgInvalid('unit'));
  const texts: Partial<Record<'basis' | 'vintage' | 'licence', LocalText>> = {};
  for (const key of ['basis', 'vintage', 'licence'] as const) {
    if (doc[key] === undefined) continue;
    const read = readText(doc[key]);
    if (read) texts[key] = read;
    else fail(key, msgInvalid(key));
  }
  if (doc.source_url !== undefined && (typeof doc.source_url !== 'string' || !/^https?:\/\/\S+$/.test(doc.source_url)))
    fail('source_url', msgInvalid('source_url'));
  if (doc.target_items !== undefined && !isStringList(doc.target_items))
    fail('target_items', msgInvalid('target_items'));
  if (doc.gaps !== undefined && typeof doc.gaps !== 'boolean') fail('gaps', msgInvalid('gaps'));
  for (const key of ['line_items', 'line_items_no_y'] as const) {
    if (doc[key] !== undefined && !isStringList(doc[key])) fail(key, msgInvalid(key));
  }
  if (doc.projections_year !== undefined && !Number.isInteger(doc.projections_year))
    fail('projections_year', msgInvalid('projections_year'));
  const translations = readTranslations(doc.translations);
  if (translations === null) fail('translations', msgInvalid('translations'));

  const rowsLine = at('rows');
  const rowsText = typeof doc.rows === 'string' ? doc.rows : '';
  // A block scalar (`rows: |`) starts on the line after the key.
  const parsed = parseActivityRows(rowsText, file, (rowsLine ?? 0) + 1);
  issues.push(...parsed.issues);
  if (parsed.value) {
    const byName = new Map(parsed.value.rows.map((r) => [r.name, r]));
    for (const name of isStringList(doc.target_items) ? doc.target_items : []) {
      const row = byName.get(name);
      if (!row) fail('target_items', msgUnknownRow('target_items', name));
      else {
        const numbers = parsed.value.years.filter((y) => typeof row.cells[y.idx] === 'number').length;
        if (numbers !== 1) fail('target_items', msgTargetValues(name, numbers));
      }
    }
    for (const key of ['line_items', 'line_items_no_y'] as const) {
      for (const name of isStringList(doc[key]) ? doc[key] : [])
        if (!byName.has(name)) fail(key, msgUnknownRow(key, name));
    }
    if (type === 'matrix') {
      for (const issue of matrixIssues(parsed.value.rows))
        issues.push({
          file,
          line: (rowsLine ?? 0) + 2 + issue.row,
          path: `rows[${issue.row + 1}]`,
          message: issue.message,
        });
    }
    if (typeof doc.projections_year === 'number' && !parsed.value.years.some((y) => y.year === doc.projections_year)) {
      fail('projections_year', msgProjectionsYear(doc.projections_year));
    }
  }

  if (issues.length || !parsed.value || typeof id !== 'string' || !title || typeof type !== 'string') {
    return { ok: false, issues };
  }
  const value: ActivityData = { id, title, type, ...parsed.value };
  if (textField) value.text = textField;
  if (typeof doc.unit === 'string') value.unit = doc.unit;
  if (isStringList(doc.line_items)) value.lineItems = doc.line_items;
  if (isStringList(doc.line_items_no_y)) value.lineItemsNoY = doc.line_items_no_y;
  if (typeof doc.projections_year === 'number') value.projectionsYear = doc.projections_year;
  if (source) value.source = source;
  Object.assign(value, texts);
  if (typeof doc.source_url === 'string') value.sourceUrl = doc.source_url;
  if (isStringList(doc.target_items)) value.targetItems = doc.target_items;
  if (doc.gaps === true) value.gaps = true;
  if (translations) value.translations = translations;
  return { ok: true, value };
}
