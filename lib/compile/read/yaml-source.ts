/** YAML parsing that reports syntax errors as issues, and key → line lookup. */
import { load } from 'js-yaml';
import { fail, makeIssue, ok, type Result } from '@/lib/model/issues';

/** Parses YAML text; a syntax error becomes one issue with the 1-based line. */
export function parseYaml(text: string, file: string): Result<unknown> {
  try {
    return ok(load(text));
  } catch (error) {
    const e = error as { reason?: string; message?: string; mark?: { line?: number } };
    const line = typeof e.mark?.line === 'number' ? e.mark.line + 1 : undefined;
    return fail([makeIssue(file, line, '', `YAML syntax error: ${e.reason ?? e.message ?? String(error)}`)]);
  }
}

/** Line given to issues about the file as a whole (such as a missing field). */
export const FILE_LINE = 1;

const indentOf = (line: string) => line.length - line.trimStart().length;
const keyPattern = (key: string) =>
  new RegExp(`^\\s*(- )?["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);

/**
 * The 1-based line of a block-style key path (e.g. ['memo', 'bunkers', 'total'])
 * in YAML text, or undefined when it cannot be found.
 */
export function findKeyLine(text: string, keys: readonly string[]): number | undefined {
  const lines = text.split('\n');
  let from = 0;
  let parentIndent = -1;
  let found: number | undefined;
  for (const key of keys) {
    found = undefined;
    const pattern = keyPattern(key);
    for (let i = from; i < lines.length; i += 1) {
      const line = lines[i] as string;
      if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
      const indent = indentOf(line);
      if (indent <= parentIndent) break;
      if ((parentIndent >= 0 || indent === 0) && pattern.test(line)) {
        found = i;
        break;
      }
    }
    if (found === undefined) return undefined;
    parentIndent = indentOf(lines[found] as string);
    from = found + 1;
  }
  return found === undefined ? undefined : found + 1;
}

/** 1-based lines of the `- ` items of a top-level block sequence under `key`. */
export function findSequenceItemLines(text: string, key: string): number[] {
  const start = findKeyLine(text, [key]);
  if (start === undefined) return [];
  const lines = text.split('\n');
  const result: number[] = [];
  let itemIndent: number | undefined;
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const indent = indentOf(line);
    if (!line.trimStart().startsWith('-')) {
      if (itemIndent === undefined || indent <= itemIndent) break;
      continue;
    }
    if (itemIndent === undefined) itemIndent = indent;
    if (indent === itemIndent) result.push(i + 1);
    else if (indent < itemIndent) break;
  }
  return result;
}

/** The 1-based line of the first `key:` inside the block of line `from` (1-based): below it, before the next line indented no deeper. */
export function findKeyLineBelow(text: string, from: number | undefined, key: string): number | undefined {
  if (from === undefined) return undefined;
  const lines = text.split('\n');
  const pattern = keyPattern(key);
  const parent = indentOf(lines[from - 1] ?? '');
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (indentOf(line) <= parent || /^\s*- /.test(line)) break;
    if (pattern.test(line)) return i + 1;
  }
  return undefined;
}

/**
 * The line of an issue path inside a top-level block sequence, e.g. `targets[2].source.url`: the
 * deepest key that can be found below the item, else the item's own line, else undefined.
 */
export function findItemPathLine(text: string, key: string, path: string): number | undefined {
  const match = new RegExp(`^${key}\\[(\\d+)\\]((?:\\.\\w+)*)`).exec(path);
  if (!match) return undefined;
  let line = findSequenceItemLines(text, key)[Number(match[1])];
  for (const part of (match[2] ?? '').split('.').filter(Boolean)) {
    const below = findKeyLineBelow(text, line, part);
    if (below === undefined) break;
    line = below;
  }
  return line;
}
