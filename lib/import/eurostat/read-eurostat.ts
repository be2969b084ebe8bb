/**
 * Readers of the Eurostat extracts under data/sources/eurostat-2026-10-estonia/ and
 * data/sources/eurostat-livestock-2023-estonia/: one series (year → value and Eurostat's flag) out
 * of the rows that match given column values. Pure: CSV text in, series out; every problem names
 * the file and the line.
 */
import { num } from '@/lib/import/activity/context-file';
import { parseCsvObjects } from '@/lib/import/csv';

/** One observation: the value as published, Eurostat's flag ('' for none) and its line in the file. */
interface Observation {
  value: number;
  flag: string;
  line: number;
}
/** Year → observation, ascending when iterated over `years`. */
export interface EurostatSeries {
  file: string;
  years: number[];
  at: ReadonlyMap<number, Observation>;
}

/** Which columns hold the year, the value and the flag of a file's layout. */
interface Layout {
  year: string;
  value: string;
  flag: string;
}

/**
 * The rows of `csv` for Estonia (`geo` = EE) that match every column value of `match`, as a series.
 * A second value for a year, a value that is not a number, or no matching row stops the import.
 */
export function readSeries(
  csv: string,
  file: string,
  layout: Layout,
  match: Readonly<Record<string, string>>,
): EurostatSeries {
  const at = new Map<number, Observation>();
  const required = ['geo', layout.year, layout.value, layout.flag, ...Object.keys(match)];
  let rows: Record<string, string>[];
  try {
    rows = parseCsvObjects(csv, required);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  rows.forEach((r, i) => {
    const line = i + 2;
    if ((r.geo ?? '').trim() !== 'EE') return;
    if (Object.entries(match).some(([k, v]) => (r[k] ?? '').trim() !== v)) return;
    const year = num(r[layout.year], layout.year, file, line);
    if (at.has(year)) throw new Error(`${file} line ${line}: a second value for ${year}`);
    at.set(year, { value: num(r[layout.value], layout.value, file, line), flag: (r[layout.flag] ?? '').trim(), line });
  });
  if (at.size === 0) {
    const what = Object.entries(match).map(([k, v]) => `${k} = ${v}`);
    throw new Error(`${file}: no rows for Estonia with ${what.join(', ')}`);
  }
  return { file, years: [...at.keys()].sort((a, b) => a - b), at };
}

/** The series' values, year → value. */
export const valuesOf = (s: EurostatSeries): Map<number, number> =>
  new Map(s.years.map((y) => [y, s.at.get(y)!.value]));

/** The series cut to the years from `from` to `to` (both included). */
export function between(s: EurostatSeries, from: number, to = Number.POSITIVE_INFINITY): EurostatSeries {
  const years = s.years.filter((y) => y >= from && y <= to);
  return { file: s.file, years, at: new Map(years.map((y) => [y, s.at.get(y)!])) };
}

/**
 * The years of each flag of a series; a flag outside `known` stops the import, naming the file and
 * line, so that no flag reaches a page before its meaning is written in the file's basis.
 */
export function flaggedYears(s: EurostatSeries, known: readonly string[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const year of s.years) {
    const { flag, line } = s.at.get(year)!;
    if (flag === '') continue;
    if (!known.includes(flag))
      throw new Error(`${s.file} line ${line}: flag "${flag}" on ${year}; say in the file's basis what it means first`);
    out.set(flag, [...(out.get(flag) ?? []), year]);
  }
  return out;
}

/** The one distinct value of a column over the matching rows, e.g. the retrieval date. */
export function columnValue(csv: string, file: string, column: string): string {
  const values = new Set(parseCsvObjects(csv, [column]).map((r) => (r[column] ?? '').trim()));
  const [only] = values;
  if (values.size !== 1 || !only)
    throw new Error(`${file}: column ${column} must hold one value, found ${values.size}`);
  return only;
}
