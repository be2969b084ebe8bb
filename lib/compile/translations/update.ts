/**
 * The update of data/translations.yml after a translation was brought along: the translations named
 * (files or folders; an English file or messages/en/… names all its translations) are recorded as
 * translating the English as it is now. Entries of texts and keys that no longer exist are dropped.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatIssue } from '@/lib/model/issues';
import { RECORD_FILE, serialiseRecord, type TranslationRecord } from '@/lib/compile/translations/record';
import { currentVersion, missingId, readRecord, recorded } from '@/lib/compile/translations/check';
import { translationUnits, type Unit } from '@/lib/compile/translations/sources';

/** True when `file` is `target` or lies under it. */
const within = (file: string, target: string) => file === target || file.startsWith(target + path.sep);

/** Whether the translation of `unit` into `language` is named by one of the absolute `targets`. */
function isSelected(unit: Unit, language: string, targets: readonly string[], root: string): boolean {
  const own = path.resolve(root, unit.translations[language]!.file);
  const english = path.resolve(root, unit.englishFile);
  return targets.some((t) => within(own, t) || english === t);
}

/** The record with the selected translations recorded at their English's current version. */
function updateRecord(
  record: TranslationRecord,
  units: readonly Unit[],
  selected: (unit: Unit, language: string) => boolean,
): { record: TranslationRecord; updated: string[] } {
  const next: TranslationRecord = { missing: [...record.missing], texts: {}, values: {}, messages: {} };
  const updated: string[] = [];
  for (const unit of units) {
    for (const [language, t] of Object.entries(unit.translations)) {
      const old = recorded(record, unit, language);
      let version = old;
      if (t.text !== undefined && selected(unit, language)) {
        version = currentVersion(unit);
        next.missing = next.missing.filter((m) => m !== missingId(unit, language));
        if (version !== old) updated.push(missingId(unit, language));
      }
      if (version === undefined || t.text === undefined) continue;
      if (unit.kind === 'texts') (next.texts[unit.group] ??= {})[language] = version;
      else ((next[unit.kind][unit.group] ??= {})[unit.key] ??= {})[language] = version;
    }
  }
  return { record: next, updated };
}

/**
 * Reads the record and the translations, records the translations named by `targets` (absolute
 * paths, or 'all') and writes the record; returns what changed. Throws when the record is malformed.
 */
export function writeUpdatedRecord(
  dataDir: string,
  messagesDir: string,
  targets: readonly string[] | 'all',
  root = process.cwd(),
): string[] {
  const file = path.join(dataDir, RECORD_FILE);
  const { record, issues } = existsSync(file)
    ? readRecord(dataDir, root)
    : { record: { missing: [], texts: {}, values: {}, messages: {} }, issues: [] };
  if (!record) throw new Error(issues.map(formatIssue).join('\n'));
  const units = translationUnits(dataDir, messagesDir, root);
  const pick = targets === 'all' ? () => true : (u: Unit, l: string) => isSelected(u, l, targets, root);
  const next = updateRecord(record, units, pick);
  writeFileSync(file, serialiseRecord(next.record));
  return next.updated;
}
