/**
 * The `year` query parameter of a matrix table (e.g. the land-use matrix): one of the file's years;
 * the newest year is the default and is not written. An unknown value falls back to the default.
 * @example parseMatrixYear('?year=2023', [1990, 2023]) → { year: 2023 }
 */
const MATRIX_YEAR_PARAM = 'year';

/** The year the address asks for, or the newest of `years`; `problem` says why a value was not used. */
export function parseMatrixYear(search: string, years: readonly number[]): { year: number; problem?: string } {
  const newest = Math.max(...years);
  const raw = new URLSearchParams(search).get(MATRIX_YEAR_PARAM);
  if (raw === null) return { year: newest };
  const year = Number(raw);
  return /^\d{4}$/.test(raw) && years.includes(year) ? { year } : { year: newest, problem: `unknown year "${raw}"` };
}

/** The query string of a year (without "?"): empty for the newest year, keeping the address's other parameters. */
export function serializeMatrixYear(search: string, year: number, years: readonly number[]): string {
  const params = new URLSearchParams(search);
  if (year === Math.max(...years)) params.delete(MATRIX_YEAR_PARAM);
  else params.set(MATRIX_YEAR_PARAM, String(year));
  return params.toString();
}
