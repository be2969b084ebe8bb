/**
 * The terminology glossary (data/glossary.yml): per language, the term to use for a concept and the
 * terms to avoid. `checkTerms` finds an avoided term in a text of that language and names the line.
 * A term matches case-insensitively at the start of a word; in a term `#` stands for one digit, `*`
 * for any letters (an inflected ending: `lennundu*` is lennundus, lennundust, lennundusele) and ` … `
 * for up to three words (a coordinated phrase: `rahvusvaheli* … meresõi*` is "rahvusvaheline
 * lennundus ja meresõit"). An entry's `allow` phrases (same syntax) are right where an avoided term
 * would match inside them ("lubatud heitkoguse ühik" beside the avoided "heitkoguse ühik").
 * Words inside „…“ are a source's own words (a quoted title or sentence) and are not checked.
 */
import { fail, makeIssue, ok, type Issue, type Result } from '@/lib/model/issues';
import { isRecord } from '@/lib/compile/validate/bilingual';
import { FILE_LINE, parseYaml } from '@/lib/compile/read/yaml-source';

interface GlossaryEntry {
  concept: string;
  use: string;
  avoid: string[];
  allow?: string[];
}

/** Language code → its entries. */
type Glossary = Record<string, GlossaryEntry[]>;

const LANGUAGE = /^[a-z]{2}$/;

/** Validates the text of data/glossary.yml; `file` is the path shown in issues. */
export function validateGlossary(source: string, file: string): Result<Glossary> {
  const parsed = parseYaml(source, file);
  if (!parsed.ok) return parsed;
  const lines = source.split('\n');
  const issues: Issue[] = [];
  const lineOf = (text: string) => {
    const i = lines.findIndex((l) => l.includes(text));
    return i >= 0 ? i + 1 : FILE_LINE;
  };
  const doc = isRecord(parsed.value) ? parsed.value : {};
  if (!isRecord(doc.languages))
    return fail([makeIssue(file, FILE_LINE, 'languages', `Field languages must map a language code to its terms`)]);
  const glossary: Glossary = {};
  for (const [language, list] of Object.entries(doc.languages)) {
    if (!LANGUAGE.test(language) || !Array.isArray(list)) {
      issues.push(
        makeIssue(
          file,
          lineOf(`${language}:`),
          `languages.${language}`,
          `Field languages.${language} must be a list of terms under a two-letter language code`,
        ),
      );
      continue;
    }
    glossary[language] = [];
    list.forEach((item: unknown, i) => {
      const path = `languages.${language}[${i}]`;
      const e = isRecord(item) ? item : {};
      const concept = typeof e.concept === 'string' && e.concept.trim() !== '' ? e.concept : undefined;
      const use = typeof e.use === 'string' && e.use.trim() !== '' ? e.use : undefined;
      const avoid = e.avoid ?? [];
      const allow = e.allow ?? [];
      const where = concept ? lineOf(concept) : FILE_LINE;
      if (!concept) issues.push(makeIssue(file, where, `${path}.concept`, `Field ${path}.concept not found`));
      if (!use) issues.push(makeIssue(file, where, `${path}.use`, `Field ${path}.use not found`));
      const avoidOk = Array.isArray(avoid) && avoid.every((a) => typeof a === 'string' && a.trim().length >= 3);
      if (!avoidOk)
        issues.push(
          makeIssue(
            file,
            where,
            `${path}.avoid`,
            `Field ${path}.avoid must be a list of terms of 3 or more characters`,
          ),
        );
      const allowOk = Array.isArray(allow) && allow.every((a) => typeof a === 'string' && a.trim().length >= 3);
      if (!allowOk)
        issues.push(
          makeIssue(
            file,
            where,
            `${path}.allow`,
            `Field ${path}.allow must be a list of phrases of 3 or more characters`,
          ),
        );
      if (concept && use && avoidOk && allowOk)
        glossary[language]!.push({
          concept,
          use,
          avoid: avoid as string[],
          ...(allow.length > 0 ? { allow: allow as string[] } : {}),
        });
    });
  }
  return issues.length > 0 ? fail(issues) : ok(glossary);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORD = '[\\p{L}\\p{N}-]';

/**
 * `jagatud kohustus` → a pattern at the start of a word: `#` a digit, `*` any letters, ` … ` up to
 * three words, any run of spaces as one.
 */
function termPattern(term: string): RegExp {
  const body = term
    .trim()
    .split(/\s*…\s*/)
    .map((part) => escape(part).replace(/#/g, '\\d').replace(/\\\*/g, '\\p{L}*').replace(/\s+/g, '\\s+'))
    .join(`(?:\\s+${WORD}+,?){0,3}\\s+`);
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}`, 'giu');
}

/**
 * A line with quoted passages („…“) and placeholders (`{{value|file|Row name|…}}`, whose row names are
 * the data file's own keys) blanked out, so their words are not checked.
 */
const withoutQuotes = (line: string) => line.replace(/„[^“]*“|\{\{[^}]*\}\}/g, (q) => ' '.repeat(q.length));

/** A line of text in the glossary's language: its 1-based number in the file and its text. */
interface TextLine {
  line: number;
  text: string;
}

/** One issue per avoided term found in `lines`, naming the file, the line and the term to use. */
export function checkTerms(entries: readonly GlossaryEntry[], file: string, lines: readonly TextLine[]): Issue[] {
  const issues: Issue[] = [];
  const patterns = entries.flatMap((entry) =>
    entry.avoid.map((term) => ({ entry, term, re: termPattern(term), allow: (entry.allow ?? []).map(termPattern) })),
  );
  for (const { line, text } of lines) {
    const plain = withoutQuotes(text);
    for (const { entry, term, re, allow } of patterns) {
      const blanked = allow.reduce((t, a) => t.replace(a, (m) => ' '.repeat(m.length)), plain);
      re.lastIndex = 0;
      const found = re.exec(blanked);
      if (found)
        issues.push(
          makeIssue(
            file,
            line,
            '',
            `Glossary: "${found[0]}" is a term to avoid (${term}); write "${entry.use}" (${entry.concept})`,
          ),
        );
    }
  }
  return issues;
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const MAPPING_KEY = /^\s*("[^"]*"|'[^']*'|[^:'"]+):(\s|$)/;

/**
 * The lines of a YAML file that hold text in `language`: the value of a `<language>:` key and
 * everything nested under one (e.g. `text: {en, et}` or `translations: {et: {...}}`).
 */
export function yamlLanguageLines(source: string, language: string): TextLine[] {
  const out: TextLine[] = [];
  const key = new RegExp(`^(\\s*)(- )?["']?${language}["']?:(.*)$`);
  let blockIndent = -1;
  // Under `<language>:` a mapping (such as `translations: {et: {English: Eesti}}`) has keys in English.
  let mapping = false;
  source.split('\n').forEach((text, i) => {
    if (blockIndent >= 0) {
      if (text.trim() === '' || indentOf(text) > blockIndent) {
        out.push({ line: i + 1, text: mapping ? text.replace(MAPPING_KEY, '') : text });
        return;
      }
      blockIndent = -1;
    }
    const m = key.exec(text);
    if (!m) {
      // A flow mapping such as `name: { en: …, et: … }` on one line.
      const flow = new RegExp(`[{,]\\s*["']?${language}["']?:(.*)$`).exec(text);
      if (flow) out.push({ line: i + 1, text: flow[1]! });
      return;
    }
    blockIndent = m[1]!.length + (m[2] ? 2 : 0);
    mapping = m[3]!.trim() === '';
    if (!mapping) out.push({ line: i + 1, text: m[3]! });
  });
  return out;
}

/** The lines of a messages/<language>/*.json file: every line holds one key and its text. */
export function jsonTextLines(source: string): TextLine[] {
  return source.split('\n').map((text, i) => ({ line: i + 1, text: text.replace(/^\s*"[^"]*":/, '') }));
}

/** Every line of a markdown text (`*_<language>.md`). */
export const allLines = (source: string): TextLine[] => source.split('\n').map((text, i) => ({ line: i + 1, text }));
