/** Readers for the GDP source files: pure text in, a year → value map out. */

export type YearSeries = Map<number, number>;

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** Rows of a CSV with a header line, as objects keyed by header; blank lines skipped. */
export function readCsvRecords(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '');
  return lines.slice(1).map((line) => {
    const cells = splitCsvLine(line);
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

function toSeries(rows: Record<string, string>[], yearKey: string, valueKey: string): YearSeries {
  const out: YearSeries = new Map();
  for (const row of rows) {
    const year = Number(row[yearKey]);
    const raw = row[valueKey]?.trim() ?? '';
    const value = Number(raw);
    // Empty cells mean the source has no figure for the year: leave the year out, never fill it.
    if (Number.isInteger(year) && raw !== '' && Number.isFinite(value)) out.set(year, value);
  }
  return out;
}

/**
 * World Bank WDI extract (`Country Name,Country Code,Year,Value`), e.g. GDP in current US$
 * (NY.GDP.MKTP.CD) or population (SP.POP.TOTL), for one country code.
 */
export function readWorldBankSeries(text: string, countryCode = 'EST'): YearSeries {
  return toSeries(
    readCsvRecords(text).filter((r) => r['Country Code'] === countryCode),
    'Year',
    'Value',
  );
}

/** One column of an Our World in Data grapher download (`Entity,Code,Year,<column>`) for one country code. */
export function readOwidGrapher(text: string, column: string, code = 'EST'): YearSeries {
  const rows = readCsvRecords(text);
  if (rows.length > 0 && !(column in rows[0]!)) throw new Error(`Column "${column}" is missing from the OWID file`);
  return toSeries(
    rows.filter((r) => r.Code === code),
    'Year',
    column,
  );
}
