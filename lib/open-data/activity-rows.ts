/**
 * Tidy rows of an activity file (a sector page's or a content section's chart or table): each row
 * of the file is a series, each year column an observation. A cell with a notation key (e.g. NO in
 * the land transition matrix) gives a row with that key and no value; a cell with no number and no
 * key (written `-`) gives no row. Files without year columns (tables of single published figures)
 * give no rows.
 */
import type { LocalisedActivity } from '@/lib/model/activity';
import { gwpNamedIn, notationKeyOf, type TidyRow } from '@/lib/open-data/tidy';

/** A CRF/CRT code in brackets within a series name, e.g. "Cars (1.A.3.b.i)" → 1.A.3.b.i. */
const CODE_IN_NAME = /\((\d(?:\.[A-Za-z0-9]+)*)\)/;
const SCENARIO = /\b(WEM|WAM|WOM)\b/;

/** Unit of a row: the file's, else the words after the row name's last comma ("Population, thousand"). */
function unitOf(file: LocalisedActivity, name: string): string {
  if (file.unit) return file.unit;
  const at = name.lastIndexOf(', ');
  return at > 0 ? name.slice(at + 2) : '';
}

/** What the rows of one file carry besides the figures. */
interface ActivityRowsSource {
  dataset: string;
  submissionOrRound?: string;
}

/** Rows of an activity file (English), one per series and year with a number or a notation key. */
export function activityRows(file: LocalisedActivity, source: ActivityRowsSource): TidyRow[] {
  const gwpOfFile = gwpNamedIn([file.basis, file.vintage, file.source]);
  const base = { dataset: source.dataset, submissionOrRound: source.submissionOrRound ?? '', area: 'EST', gas: '' };
  const row = (name: string, year: number, cell: unknown, unit: string): TidyRow | undefined => {
    const key = typeof cell === 'string' ? notationKeyOf(cell) : undefined;
    const value = typeof cell === 'number' && Number.isFinite(cell) ? cell : null;
    if (value === null && !key) return undefined;
    return {
      ...base,
      scenario: name.match(SCENARIO)?.[1] ?? file.id.toUpperCase().match(/_(WEM|WAM|WOM)$/)?.[1] ?? '',
      level: '',
      categoryCode: name.match(CODE_IN_NAME)?.[1] ?? '',
      categoryName: name,
      year,
      value,
      unit,
      gwp: /CO2 eq/.test(unit) ? gwpOfFile : '',
      notationKey: key ?? '',
    };
  };
  if (file.type === 'matrix') return matrixRows(file, row);
  return file.rows.flatMap((r) =>
    file.years.flatMap(({ idx, year }) => row(r.name, year, r.cells[idx], unitOf(file, r.name)) ?? []),
  );
}

/** A land transition matrix: each row a year and the land it comes from, each column the land it goes to. */
function matrixRows(
  file: LocalisedActivity,
  row: (name: string, year: number, cell: unknown, unit: string) => TidyRow | undefined,
): TidyRow[] {
  return file.rows.flatMap((r) => {
    const year = Number(r.name);
    const from = String(r.cells[0] ?? '');
    return file.columns
      .slice(1)
      .flatMap((to, i) => row(`${from} → ${to}`, year, r.cells[i + 1], file.unit ?? '') ?? []);
  });
}
