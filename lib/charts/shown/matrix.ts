import type { ActivityCell, LocalisedActivity } from '@/lib/model/activity';

/** One year of a matrix file: the to-columns, and per from-row its name and cells. */
export interface MatrixYear {
  year: number;
  fromHeader: string;
  columns: string[];
  rows: { from: string; cells: ActivityCell[] }[];
}

/** The years of a matrix file (rows named by year), ascending. */
export function matrixYears(activity: LocalisedActivity): number[] {
  return [...new Set(activity.rows.map((r) => Number(r.name)))].sort((a, b) => a - b);
}

/** The rows of one year of a matrix file (type `matrix`: year, from, then one cell per to-column). */
export function matrixYear(activity: LocalisedActivity, year: number): MatrixYear {
  return {
    year,
    fromHeader: activity.columns[0] ?? '',
    columns: activity.columns.slice(1),
    rows: activity.rows
      .filter((r) => r.name === String(year))
      .map((r) => ({ from: String(r.cells[0] ?? ''), cells: r.cells.slice(1) })),
  };
}
