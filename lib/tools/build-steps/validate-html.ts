/**
 * Checks the exported pages: html-validate (the repository's .htmlvalidate.json) over every HTML
 * file, and the page titles (no repeated part, few that search results would cut).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';

/** Search results cut titles past about this many characters. */
export const MAX_TITLE_LENGTH = 70;
/** At most this share of the titles may be longer than MAX_TITLE_LENGTH. */
const MAX_LONG_TITLE_SHARE = 0.05;

type PageTitle = { file: string; title: string };

/** Every `.html` file under `dir`, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listHtmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    })
    .sort();
}

/** One html-validate message as `file:line:col rule message`. */
export function formatMessage(file: string, message: Pick<Message, 'line' | 'column' | 'ruleId' | 'message'>): string {
  return `${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of an HTML fragment's character references (`&amp;`, `&#39;`, `&#x27;`) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The text of a page's first `<title>` (decoded, whitespace collapsed), or undefined when it has none. */
export function readTitle(html: string): string | undefined {
  const match = /<title(?:\s[^>]*)?>([\s\S]*?)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]!).replace(/\s+/g, ' ').trim() : undefined;
}

/** Parts of a title that occur more than once when it is split on `separator` (case and spaces ignored). */
export function repeatedParts(title: string, separator: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const part of title.split(separator)) {
    const key = part.trim().toLowerCase();
    if (key === '') continue;
    if (seen.has(key)) repeated.add(part.trim());
    seen.add(key);
  }
  return [...repeated];
}

/**
 * Problems with the titles of a set of pages, one line each: a page without a title, a title that
 * repeats one of its parts, and (when more than MAX_LONG_TITLE_SHARE of them are longer than
 * MAX_TITLE_LENGTH) every long title with its length.
 */
export function titleIssues(pages: (PageTitle | { file: string; title: undefined })[], separator: string): string[] {
  const lines: string[] = [];
  const long: PageTitle[] = [];
  for (const { file, title } of pages) {
    if (title === undefined || title === '') {
      lines.push(`${file} title: the page has no title`);
      continue;
    }
    for (const part of repeatedParts(title, separator)) lines.push(`${file} title: repeats "${part}": ${title}`);
    if ([...title].length > MAX_TITLE_LENGTH) long.push({ file, title });
  }
  if (pages.length > 0 && long.length / pages.length > MAX_LONG_TITLE_SHARE) {
    const share = ((100 * long.length) / pages.length).toFixed(1);
    lines.push(
      `${long.length} of ${pages.length} titles (${share} %) are longer than ${MAX_TITLE_LENGTH} characters; at most ${100 * MAX_LONG_TITLE_SHARE} % may be:`,
    );
    for (const { file, title } of long) lines.push(`${file} title: ${[...title].length} characters: ${title}`);
  }
  return lines;
}

/** Length statistics of a set of titles: count, longest, median and how many pass MAX_TITLE_LENGTH. */
export function titleStats(titles: string[]): { count: number; longest: number; median: number; over: number } {
  const lengths = titles.map((t) => [...t].length).sort((a, b) => a - b);
  const median = lengths.length === 0 ? 0 : lengths[Math.floor((lengths.length - 1) / 2)]!;
  return {
    count: lengths.length,
    longest: lengths.at(-1) ?? 0,
    median,
    over: lengths.filter((n) => n > MAX_TITLE_LENGTH).length,
  };
}

type ValidationReport = { lines: string[]; errorCount: number; byRule: Map<string, number> };

/** The html-validate configuration in `file` (the repository's .htmlvalidate.json). */
export function readValidatorConfig(file: string): ConfigData {
  return JSON.parse(readFileSync(file, 'utf8')) as ConfigData;
}

/**
 * html-validate over the given files with one configuration (no other config file is looked up).
 * Returns one `file:line:col rule message` line per message (warnings count as errors), in file order.
 */
export async function validateHtmlFiles(files: string[], config: ConfigData): Promise<ValidationReport> {
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const lines: string[] = [];
  const byRule = new Map<string, number>();
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        lines.push(formatMessage(path.relative(process.cwd(), file), message));
        byRule.set(message.ruleId, (byRule.get(message.ruleId) ?? 0) + 1);
      }
    }
  }
  return { lines, errorCount: lines.length, byRule };
}

/** The title of every file (read from disk). */
export function readTitles(files: string[]): { file: string; title: string | undefined }[] {
  return files.map((file) => ({
    file: path.relative(process.cwd(), file),
    title: readTitle(readFileSync(file, 'utf8')),
  }));
}
