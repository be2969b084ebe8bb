/**
 * Minimal RFC 4180 CSV reader: quoted fields, doubled quotes inside quotes,
 * commas and newlines inside quotes, CRLF or LF line ends.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/**
 * Reads a CSV with a header row into objects keyed by column name. Throws when
 * a required column is missing, naming it.
 */
export function parseCsvObjects(text: string, required: readonly string[]): Record<string, string>[] {
  const [header, ...body] = parseCsv(text);
  if (!header) throw new Error('CSV is empty: a header row is required');
  const names = header.map((h) => h.trim());
  for (const column of required) {
    if (!names.includes(column)) throw new Error(`CSV column "${column}" is missing`);
  }
  return body.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])));
}
