/**
 * Validates data/targets.yml (Estonia's published targets, each with quantity, basis, source and
 * text in both languages) and data/events.yml (dated events with a source, in both languages).
 */
import type { Bilingual } from '@/lib/model/compare';
import { fail, makeIssue, missingField, ok, type Issue, type Result } from '@/lib/model/issues';
import {
  TARGET_LULUCF,
  TARGET_SCOPES,
  TARGET_STATUSES,
  type LinkedSource,
  type Target,
  type TargetLulucf,
  type TargetQuantity,
  type TargetScope,
  type TargetStatus,
  type TimelineEvent,
} from '@/lib/model/targets';
import { isRecord, readBilingual, readUrl, readYear, type Report } from '@/lib/compile/validate/bilingual';
import { FILE_LINE, findItemPathLine, parseYaml } from '@/lib/compile/read/yaml-source';

/** A source as the file gives it: a title in one language (`lang`) or in each, and the site's note in each. */
export type SourceEntry = Omit<LinkedSource, 'title' | 'note'> & { title: Bilingual; note?: Bilingual };
export type TargetEntry = Omit<Target, 'text' | 'source'> & { text: Bilingual; source: SourceEntry };
export type EventEntry = Omit<TimelineEvent, 'title' | 'text' | 'source'> & {
  title: Bilingual;
  text: Bilingual;
  source: SourceEntry;
};

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Parses a file holding one top-level list under `key` and validates each item with `item`. */
function validateList<T extends { id: string }>(
  source: string,
  file: string,
  key: string,
  item: (value: Record<string, unknown>, path: string, report: Report) => T | undefined,
): Result<T[]> {
  const parsed = parseYaml(source, file);
  if (!parsed.ok) return parsed;
  const doc = isRecord(parsed.value) ? parsed.value : {};
  if (!Array.isArray(doc[key])) return fail([makeIssue(file, FILE_LINE, key, missingField(key, file))]);
  const issues: Issue[] = [];
  const report: Report = (path, message) =>
    issues.push(makeIssue(file, findItemPathLine(source, key, path) ?? FILE_LINE, path, message));
  const seen = new Set<string>();
  const out: T[] = [];
  (doc[key] as unknown[]).forEach((value, i) => {
    const path = `${key}[${i}]`;
    const entry = isRecord(value) ? value : {};
    const before = issues.length;
    if (typeof entry.id !== 'string' || !ID.test(entry.id))
      report(`${path}.id`, `Field ${path}.id must be a lower-case slug`);
    else if (seen.has(entry.id)) report(`${path}.id`, `Id ${entry.id} is given twice`);
    else seen.add(entry.id);
    const result = item(entry, path, report);
    if (result && issues.length === before) out.push(result);
  });
  return issues.length > 0 ? fail(issues) : ok(out);
}

const LANG = /^[a-z]{2}$/;

/** The title in one language (a string, with `lang`) or in each ({ en, et, ru }). */
function readTitle(src: Record<string, unknown>, path: string, report: Report): Bilingual | undefined {
  if (isRecord(src.title)) return readBilingual(src.title, `${path}.title`, report);
  if (typeof src.title === 'string' && src.title.trim() !== '') return { en: src.title, et: src.title, ru: src.title };
  report(`${path}.title`, `Field ${path}.title not found`);
  return undefined;
}

function readSource(value: unknown, path: string, report: Report): SourceEntry | undefined {
  const src = isRecord(value) ? value : {};
  if (!isRecord(value)) report(path, `Field ${path} must give the title, url and published date of the source`);
  const title = isRecord(value) ? readTitle(src, path, report) : undefined;
  const lang = typeof src.lang === 'string' && LANG.test(src.lang) ? src.lang : undefined;
  if (src.lang !== undefined && !lang)
    report(`${path}.lang`, `Field ${path}.lang must be the two-letter code of the title's language, e.g. en`);
  if (lang && isRecord(src.title))
    report(`${path}.lang`, `Field ${path}.lang is for a title in one language, not one given in each`);
  const note = src.note === undefined ? undefined : readBilingual(src.note, `${path}.note`, report);
  const url = isRecord(value) ? readUrl(src.url, `${path}.url`, report) : undefined;
  const published =
    typeof src.published === 'string' && /^\d{4}(-\d{2}){0,2}$/.test(src.published) ? src.published : undefined;
  if (isRecord(value) && !published)
    report(`${path}.published`, `Field ${path}.published must be a date such as 2021-06`);
  return title && url && published
    ? { title, ...(lang ? { lang } : {}), ...(note ? { note } : {}), url, published }
    : undefined;
}

function readQuantity(value: unknown, path: string, report: Report): TargetQuantity | undefined {
  const q = isRecord(value) ? value : {};
  if (q.kind === 'change') {
    if (typeof q.percent !== 'number' || !Number.isFinite(q.percent) || q.percent < -100)
      report(`${path}.percent`, `Field ${path}.percent must be a percent change of at least -100`);
    const baseYear = readYear(q.base_year, `${path}.base_year`, report, 1990, 2100);
    return typeof q.percent === 'number' && baseYear !== undefined
      ? { kind: 'change', percent: q.percent, baseYear }
      : undefined;
  }
  if (q.kind === 'level') {
    if (typeof q.kt !== 'number' || !Number.isFinite(q.kt) || q.kt < 0)
      report(`${path}.kt`, `Field ${path}.kt must be a level in kt CO2 eq (0 or more)`);
    return typeof q.kt === 'number' && q.kt >= 0 ? { kind: 'level', kt: q.kt } : undefined;
  }
  if (q.kind === 'neutrality') return { kind: 'neutrality' };
  report(
    `${path}.kind`,
    `Field ${path}.kind must be change (percent against a base year), level (kt) or neutrality (net zero)`,
  );
  return undefined;
}

function readBasis(value: unknown, path: string, report: Report): Target['basis'] | undefined {
  const b = isRecord(value) ? value : {};
  const lulucf = (TARGET_LULUCF as readonly unknown[]).includes(b.lulucf) ? (b.lulucf as TargetLulucf) : undefined;
  const scope = (TARGET_SCOPES as readonly unknown[]).includes(b.scope) ? (b.scope as TargetScope) : undefined;
  if (!lulucf) report(`${path}.lulucf`, `Field ${path}.lulucf must be one of ${TARGET_LULUCF.join(', ')}`);
  if (!scope) report(`${path}.scope`, `Field ${path}.scope must be one of ${TARGET_SCOPES.join(', ')}`);
  return lulucf && scope ? { lulucf, scope } : undefined;
}

/** Validates the text of data/targets.yml; `file` is the path shown in issues. */
export function validateTargets(source: string, file: string): Result<TargetEntry[]> {
  return validateList(source, file, 'targets', (t, path, report) => {
    const year = readYear(t.year, `${path}.year`, report, 1990, 2100);
    const quantity = readQuantity(t.quantity, `${path}.quantity`, report);
    const basis = readBasis(t.basis, `${path}.basis`, report);
    const src = readSource(t.source, `${path}.source`, report);
    const text = readBilingual(t.text, `${path}.text`, report);
    const status = t.status === undefined ? 'adopted' : (t.status as TargetStatus);
    if (!(TARGET_STATUSES as readonly unknown[]).includes(status))
      report(
        `${path}.status`,
        `Field ${path}.status must be one of ${TARGET_STATUSES.join(', ')} (adopted when left out)`,
      );
    if (quantity?.kind === 'change' && year !== undefined && quantity.baseYear >= year)
      report(`${path}.quantity.base_year`, `Field ${path}.quantity.base_year must come before the target year ${year}`);
    return year !== undefined && quantity && basis && src && text
      ? { id: t.id as string, year, quantity, basis, status, source: src, text }
      : undefined;
  });
}

/** Validates the text of data/events.yml; `file` is the path shown in issues. */
export function validateEvents(source: string, file: string): Result<EventEntry[]> {
  return validateList(source, file, 'events', (e, path, report) => {
    const from = readYear(e.year, `${path}.year`, report, 1990, 2100);
    const to = e.to === undefined ? from : readYear(e.to, `${path}.to`, report, 1990, 2100);
    if (from !== undefined && to !== undefined && to < from)
      report(`${path}.to`, `Field ${path}.to must not come before the year ${from}`);
    const title = readBilingual(e.title, `${path}.title`, report);
    const text = readBilingual(e.text, `${path}.text`, report);
    const src = readSource(e.source, `${path}.source`, report);
    return from !== undefined && to !== undefined && title && text && src
      ? { id: e.id as string, from, to, title, text, source: src }
      : undefined;
  });
}
