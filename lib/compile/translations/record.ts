/**
 * The translation record (data/translations.yml): which version of its English original each
 * translation translates. A version is a short hash of the English after normalising its spaces;
 * a markdown text records one hash per paragraph, so that a change can be placed in the text.
 *
 *   missing:  [sectors/energy/overview_ru.md, "events.yml#events.eu-ets.title.ru"]   (by hand)
 *   texts:    { "sectors/energy/overview.md": { et: "1a2b3c4d 5e6f7a8b", ru: … } }
 *   values:   { "events.yml": { "events.eu-ets.title": { et: 1a2b3c4d, ru: 1a2b3c4d } } }
 *   messages: { "ChartPage.json": { "share.heading": { et: …, ru: … } } }
 */
import { createHash } from 'node:crypto';
import { isRecord } from '@/lib/compile/validate/bilingual';
import { parseYaml } from '@/lib/compile/read/yaml-source';
import { fail, makeIssue, ok, type Result } from '@/lib/model/issues';

/** Language → the hash (or space-separated paragraph hashes) of the English it translates. */
type Versions = Record<string, string>;
/** File (relative to its folder) → key or text → versions. */
type Section = Record<string, Record<string, Versions>>;

export interface TranslationRecord {
  /** Translations not written yet, each named: a text file or `file#key.language`. */
  missing: string[];
  /** English text (relative to the data folder) → versions. */
  texts: Record<string, Versions>;
  values: Section;
  messages: Section;
}

export const RECORD_FILE = 'translations.yml';

/** The version of an English text: the start of the SHA-256 of its words, spaces normalised. */
export function versionOf(text: string): string {
  const words = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(words).digest('hex').slice(0, 8);
}

/** A markdown text's paragraphs (blocks between blank lines) with the 1-based line each starts on. */
export function paragraphs(text: string): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  let current: { line: number; lines: string[] } | undefined;
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') {
      if (current) out.push({ line: current.line, text: current.lines.join('\n') });
      current = undefined;
    } else if (current) current.lines.push(line);
    else current = { line: i + 1, lines: [line] };
  });
  if (current) out.push({ line: current.line, text: current.lines.join('\n') });
  return out;
}

/** The version of a markdown text: one hash per paragraph, separated by spaces. */
export const textVersion = (text: string): string =>
  paragraphs(text)
    .map((p) => versionOf(p.text))
    .join(' ');

const stringMap = (value: unknown): Versions | undefined =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string') ? (value as Versions) : undefined;

function section(value: unknown): Section | undefined {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) return undefined;
  const out: Section = {};
  for (const [file, keys] of Object.entries(value)) {
    if (!isRecord(keys)) return undefined;
    out[file] = {};
    for (const [key, versions] of Object.entries(keys)) {
      const map = stringMap(versions);
      if (!map) return undefined;
      out[file]![key] = map;
    }
  }
  return out;
}

/** Reads the record's text; `file` is the path shown in issues. */
export function parseRecord(source: string, file: string): Result<TranslationRecord> {
  const parsed = parseYaml(source, file);
  if (!parsed.ok) return parsed;
  const doc = isRecord(parsed.value) ? parsed.value : {};
  const missing = doc.missing ?? [];
  const texts: Record<string, Versions> = {};
  let textsOk = doc.texts === undefined || doc.texts === null || isRecord(doc.texts);
  for (const [name, versions] of Object.entries(isRecord(doc.texts) ? doc.texts : {})) {
    const map = stringMap(versions);
    if (map) texts[name] = map;
    else textsOk = false;
  }
  const values = section(doc.values);
  const messages = section(doc.messages);
  const shape = 'must map each file to its keys and each key to { language: version }';
  const issues = [
    ...(Array.isArray(missing) && missing.every((m) => typeof m === 'string')
      ? []
      : [makeIssue(file, 1, 'missing', 'Field missing must be a list of translation files or keys')]),
    ...(textsOk
      ? []
      : [makeIssue(file, 1, 'texts', 'Field texts must map each English text to { language: version }')]),
    ...(values ? [] : [makeIssue(file, 1, 'values', `Field values ${shape}`)]),
    ...(messages ? [] : [makeIssue(file, 1, 'messages', `Field messages ${shape}`)]),
  ];
  if (issues.length > 0) return fail(issues);
  return ok({ missing: missing as string[], texts, values: values!, messages: messages! });
}

const key = (k: string) => (/^[\w./#-]+$/.test(k) ? k : JSON.stringify(k));
const flow = (v: Versions) =>
  `{ ${Object.keys(v)
    .sort()
    .map((l) => `${l}: ${JSON.stringify(v[l])}`)
    .join(', ')} }`;
const sorted = <T>(o: Record<string, T>) => Object.keys(o).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

function writeSection(name: string, s: Section): string[] {
  const files = sorted(s).filter((f) => Object.keys(s[f]!).length > 0);
  if (files.length === 0) return [`${name}: {}`];
  return [
    `${name}:`,
    ...files.flatMap((f) => [`  ${key(f)}:`, ...sorted(s[f]!).map((k) => `    ${key(k)}: ${flow(s[f]![k]!)}`)]),
  ];
}

/** The record as the update command writes it: a header, then every section sorted. */
export function serialiseRecord(record: TranslationRecord): string {
  const texts = sorted(record.texts);
  return [
    '# Which version of its English original each translation translates: a short hash of the English',
    '# (one per paragraph for a markdown text). check-data fails when the English has moved on or a',
    '# translation is missing. Written by `npm run translations:update -- <files>` (docs/languages.md);',
    '# only `missing` is edited by hand: each translation not written yet, named.',
    record.missing.length === 0 ? 'missing: []' : 'missing:',
    ...[...record.missing].sort().map((m) => `  - ${key(m)}`),
    texts.length === 0 ? 'texts: {}' : 'texts:',
    ...texts.map((t) => `  ${key(t)}: ${flow(record.texts[t]!)}`),
    ...writeSection('values', record.values),
    ...writeSection('messages', record.messages),
    '',
  ].join('\n');
}
