/** Data-file issues (where a file breaks which rule) and validation results, and helpers to build, sort and print them. */

/** A problem found in a data file: where it is and which rule it breaks. */
export interface Issue {
  file: string;
  line?: number;
  path: string;
  message: string;
}
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** Builds an issue; `line` is 1-based and left out when unknown. */
export function makeIssue(file: string, line: number | undefined, path: string, message: string): Issue {
  return line === undefined ? { file, path, message } : { file, line, path, message };
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T>(issues: Issue[]): Result<T> => ({ ok: false, issues });

/** Issues sorted by file, then line, then message. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  return [...issues].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.message.localeCompare(b.message),
  );
}

/** `file:line  message` (just `file  message` when the line is unknown). */
export function formatIssue(issue: Issue): string {
  const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`;
  return `${where}  ${issue.message}`;
}

export const missingField = (field: string, file: string) => `Field ${field} is missing from ${file}`;
export const countMismatch = (id: string, expected: number, actual: number) =>
  `Data count does not match the number of years for ${id}. Expected ${expected}, but got ${actual}.`;
export const COMMA_IN_CELL = 'Invalid character "," found in a table cell.';
export const notFound = (field: string) => `Field ${field} not found`;
