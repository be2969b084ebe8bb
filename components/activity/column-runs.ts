/**
 * A wide table as several narrower copies for paper: each copy keeps the row headers and one run
 * of the other columns, and its caption names the run's first and last column heading.
 */
import { columnRanges } from '@/lib/format/column-ranges';

/** A copy of `table` with the row-header column and the data columns [from, to). */
function tableRun(table: HTMLTableElement, from: number, to: number): HTMLTableElement {
  const copy = table.cloneNode(true) as HTMLTableElement;
  for (const row of Array.from(copy.rows)) {
    // Cell 0 is the row header (the name column's heading in the head row); data column i is cell i + 1.
    Array.from(row.cells)
      .slice(1)
      .forEach((cell, i) => (i < from || i >= to) && cell.remove());
  }
  const headings = Array.from(table.tHead?.rows[0]?.cells ?? []).slice(1);
  const caption = copy.caption;
  if (caption)
    caption.textContent = `${caption.textContent} (${headings[from]?.textContent}–${headings[to - 1]?.textContent})`;
  return copy;
}

/** `table` cut into runs of at most `size` data columns. */
export function tableColumnRuns(table: HTMLTableElement, size: number): HTMLTableElement[] {
  const count = Math.max(0, (table.tHead?.rows[0]?.cells.length ?? 0) - 1);
  return columnRanges(count, size).map(([from, to]) => tableRun(table, from, to));
}
