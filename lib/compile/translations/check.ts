/**
 * The translation check of check-data: every translation of every text, data value and UI message
 * must exist (or be named under `missing` in data/translations.yml) and translate the English as
 * it is now, as the record says. Issues name the translation's file and line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeIssue, type Issue } from '@/lib/model/issues';
import { displayPath } from '@/lib/compile/read/read-data-dir';
import {
  paragraphs,
  parseRecord,
  RECORD_FILE,
  textVersion,
  versionOf,
  type TranslationRecord,
} from '@/lib/compile/translations/record';
import { translationUnits, type Unit } from '@/lib/compile/translations/sources';

const UPDATE = 'npm run translations:update --';
const LANGUAGE_NAMES: Record<string, string> = { et: 'Estonian', ru: 'Russian' };
const nameOf = (language: string) => LANGUAGE_NAMES[language] ?? language;

/** The id of a translation in the record's `missing` list: a text file, or `file#key.language`. */
export function missingId(unit: Unit, language: string): string {
  return unit.kind === 'texts'
    ? unit.group.replace(/\.md$/, `_${language}.md`)
    : `${unit.kind === 'messages' ? 'messages/' : ''}${unit.group}#${unit.key}.${language}`;
}

/** The recorded version of a unit's translation into `language`, if any. */
export function recorded(record: TranslationRecord, unit: Unit, language: string): string | undefined {
  return unit.kind === 'texts'
    ? record.texts[unit.group]?.[language]
    : record[unit.kind][unit.group]?.[unit.key]?.[language];
}

/** The version the record should hold now for a unit's translations. */
export const currentVersion = (unit: Unit): string =>
  unit.kind === 'texts' ? textVersion(unit.english) : versionOf(unit.english);

/** Where the English of a text moved on: the first changed paragraph, in the English and in the translation. */
function changedAt(unit: Unit, was: string, translation: string): { english: number; line: number } {
  const now = paragraphs(unit.english);
  const old = was.split(' ');
  let i = 0;
  while (i < now.length && i < old.length && versionOf(now[i]!.text) === old[i]) i += 1;
  const own = paragraphs(translation);
  const english = now[Math.min(i, now.length - 1)]?.line ?? 1;
  return { english, line: own[Math.min(i, own.length - 1)]?.line ?? 1 };
}

function unitIssues(unit: Unit, record: TranslationRecord, allowed: Set<string>): Issue[] {
  return Object.entries(unit.translations).flatMap(([language, t]): Issue[] => {
    const id = missingId(unit, language);
    const what = unit.kind === 'texts' ? unit.englishFile : `${unit.englishFile} ${unit.key}`;
    if (t.text === undefined) {
      if (allowed.has(id) || unit.kind === 'messages') return []; // messages: the parity check names the key
      return [
        makeIssue(
          t.file,
          t.line,
          id,
          `The ${nameOf(language)} translation of ${what} is missing (write it, or name ${id} under missing in data/${RECORD_FILE})`,
        ),
      ];
    }
    if (allowed.has(id))
      return [
        makeIssue(
          t.file,
          t.line,
          id,
          `${id} is named under missing in data/${RECORD_FILE} but exists: remove it from the list and run ${UPDATE} ${t.file}`,
        ),
      ];
    const was = recorded(record, unit, language);
    const now = currentVersion(unit);
    if (was === now) return [];
    if (was === undefined)
      return [
        makeIssue(
          t.file,
          t.line,
          id,
          `No record of which version of ${what} this ${nameOf(language)} translation translates: run ${UPDATE} ${t.file}`,
        ),
      ];
    if (unit.kind !== 'texts')
      return [
        makeIssue(
          t.file,
          t.line,
          id,
          `The English of ${unit.key} changed since this ${nameOf(language)} translation (${JSON.stringify(unit.english)}): bring it along, then run ${UPDATE} ${t.file}`,
        ),
      ];
    const at = changedAt(unit, was, t.text);
    return [
      makeIssue(
        t.file,
        at.line,
        id,
        `Translates an older version of ${unit.englishFile}: the English changed at line ${at.english}; bring this ${nameOf(language)} text along, then run ${UPDATE} ${t.file}`,
      ),
    ];
  });
}

/** Reads data/translations.yml of a data folder; undefined when the folder has none (nothing is checked). */
export function readRecord(dataDir: string, root = process.cwd()): { record?: TranslationRecord; issues: Issue[] } {
  const file = path.join(dataDir, RECORD_FILE);
  if (!existsSync(file)) return { issues: [] };
  const parsed = parseRecord(readFileSync(file, 'utf8'), displayPath(file, root));
  return parsed.ok ? { record: parsed.value, issues: [] } : { issues: parsed.issues };
}

/** Every translation issue of a data folder and its messages, as check-data prints them. */
export function checkTranslations(dataDir: string, messagesDir: string, root = process.cwd()): Issue[] {
  const { record, issues } = readRecord(dataDir, root);
  if (!record) return issues;
  const units = translationUnits(dataDir, messagesDir, root);
  const known = new Set(units.flatMap((u) => Object.keys(u.translations).map((l) => missingId(u, l))));
  const recordFile = displayPath(path.join(dataDir, RECORD_FILE), root);
  const source = readFileSync(path.join(dataDir, RECORD_FILE), 'utf8').split('\n');
  const unknown = record.missing
    .filter((m) => !known.has(m))
    .map((m) =>
      makeIssue(
        recordFile,
        source.findIndex((l) => l.includes(m)) + 1 || 1,
        'missing',
        `${m} under missing is no translation of any English text`,
      ),
    );
  const allowed = new Set(record.missing);
  return [...unknown, ...units.flatMap((u) => unitIssues(u, record, allowed))];
}
