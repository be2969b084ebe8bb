import type { ActivityCell, ActivityRow, ActivityYear } from '@/lib/model/activity';
import type { Issue } from '@/lib/model/issues';

const MSG_COMMA = 'Invalid character "," found in a table cell.';
const MSG_NO_HEADER = 'GHG must contain a header row';
export const msgNoRows = (file: string) => `Unable to parse rows from ${file}`;
const msgEmptyHeader = (column: number) => `Header cell ${column} is empty`;
const msgCount = (name: string, expected: number, got: number) =>
  `Data count does not match the number of years for ${name}. Expected ${expected}, but got ${got}.`;
const msgColour = (name: string) => `Invalid colour index for ${name}`;

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
const YEAR = /^\d{4}$/;
const COLOUR_HEADER = 'colour';

interface ParsedRows {
  nameHeader: string;
  columns: string[];
  years: ActivityYear[];
  rows: ActivityRow[];
}

/** One cell as written: a number when it is one, null when empty, otherwise the string. */
export function parseCell(raw: string): ActivityCell {
  const text = raw.trim();
  if (text === '') return null;
  return NUMBER.test(text) ? Number(text) : text;
}

/**
 * Tab-separated rows of an activity file (first row = header, numeric headers = years,
 * an optional `colour` column = palette index). `firstLine` is the file line of the first row.
 * @example parseActivityRows('Type\t2017\t2018\nCars\t1.5\t2', 'a.yml', 7)
 */
export function parseActivityRows(
  text: string,
  file: string,
  firstLine: number,
): { value?: ParsedRows; issues: Issue[] } {
  const issues: Issue[] = [];
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l, i) => ({ cells: l.split('\t'), line: firstLine + i, blank: l.trim() === '' }));
  const filled = lines.filter((l) => !l.blank);
  const head = filled[0];
  if (!head) return { issues: [{ file, line: firstLine, path: 'rows', message: msgNoRows(file) }] };
  if (head.cells.length < 2) return { issues: [{ file, line: head.line, path: 'rows[0]', message: MSG_NO_HEADER }] };
  const headers = head.cells.map((c) => c.trim());
  headers.forEach((h, i) => {
    if (h === '') issues.push({ file, line: head.line, path: `rows[0][${i}]`, message: msgEmptyHeader(i + 1) });
  });
  const colourAt = headers.findIndex((h, i) => i > 0 && h.toLowerCase() === COLOUR_HEADER);
  const dataHeaders = headers.slice(1).filter((_, i) => i + 1 !== colourAt);
  const years: ActivityYear[] = [];
  dataHeaders.forEach((h, idx) => {
    if (YEAR.test(h)) years.push({ idx, year: Number(h), isIncluded: true });
  });
  const body = filled.slice(1);
  if (body.length === 0) issues.push({ file, line: head.line, path: 'rows', message: msgNoRows(file) });
  const rows: ActivityRow[] = [];
  body.forEach((entry, r) => {
    const path = `rows[${r + 1}]`;
    const cells = entry.cells;
    const name = (cells[0] ?? '').trim();
    if (cells.length !== headers.length) {
      issues.push({ file, line: entry.line, path, message: msgCount(name, headers.length - 1, cells.length - 1) });
      return;
    }
    if (cells.some((c) => /\d,\d/.test(c))) {
      issues.push({ file, line: entry.line, path, message: MSG_COMMA });
      return;
    }
    const values = cells
      .slice(1)
      .filter((_, i) => i + 1 !== colourAt)
      .map(parseCell);
    const row: ActivityRow = { name, data: values.map((v) => (typeof v === 'number' ? v : 0)), cells: values };
    if (colourAt > 0) {
      const colour = parseCell(cells[colourAt] ?? '');
      if (typeof colour === 'number' && Number.isInteger(colour) && colour >= 0) row.colour = colour;
      else if (colour !== null)
        issues.push({ file, line: entry.line, path: `${path}.colour`, message: msgColour(name) });
    }
    rows.push(row);
  });
  return issues.length
    ? { issues }
    : { value: { nameHeader: headers[0] ?? '', columns: dataHeaders, years, rows }, issues };
}
