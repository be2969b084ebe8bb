'use client';
/**
 * A long table brought in slices: the render that brings a newer table than the first shows its
 * first rows, and the rest follow a slice per task after each paint, so that no single task
 * creates and lays out a thousand cells while the reader may be using the controls. The rows of
 * the screen's table come first, then those of the print-only tables (which take no layout on
 * screen). A newer table starts again.
 */
import { useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '@/components/shared/after-paint';
import { valueColumns, type ExportTable } from '@/lib/export/table';

/**
 * About as many cells as the frame that shows a slice lays out and paints within a few milliseconds
 * at 4× CPU slowdown; the earlier rows' paint is reused (each row is a layer: .fixed-columns in the stylesheet).
 */
const CELLS_PER_SLICE = 75;
/** The print-only tables' rows take no layout on screen: their slices are this many times larger. */
const PRINT_SLICE_FACTOR = 4;

const rowsPerSlice = (table: ExportTable) =>
  Math.max(1, Math.floor(CELLS_PER_SLICE / (valueColumns(table).length + 2)));

/** The rows counted so far after one more slice: the screen's table's, then the print-only tables'. */
const nextSlice = (table: ExportTable, rows: number) =>
  rows + rowsPerSlice(table) * (rows >= table.rows.length ? PRINT_SLICE_FACTOR : 1);

const upTo = (table: ExportTable, rows: number) =>
  rows >= table.rows.length ? table : { ...table, rows: table.rows.slice(0, Math.max(0, rows)) };

/**
 * The table's rows shown so far on screen and in print (the table itself once complete there), and
 * whether both are complete.
 */
export function useRowSlices(table: ExportTable): { screen: ExportTable; print: ExportTable; complete: boolean } {
  // The first table comes whole: it takes the place of the page's first view, which has all its rows.
  const [slices, setSlices] = useState({ table, rows: 2 * table.rows.length });
  // A new table starts from its first slice (state adjusted in the render that brings it).
  const current = slices.table === table ? slices : { table, rows: rowsPerSlice(table) };
  if (current !== slices) setSlices(current);
  // Rows counted over the screen's table, then over the print-only tables.
  const count = table.rows.length;
  const complete = current.rows >= 2 * count;
  useEffect(() => {
    if (complete) return;
    return afterNextPaint(() => setSlices((s) => (s.table === table ? { table, rows: nextSlice(table, s.rows) } : s)));
  }, [table, current.rows, complete]);
  const screen = useMemo(() => upTo(table, current.rows), [table, current.rows]);
  const print = useMemo(() => upTo(table, current.rows - count), [table, current.rows, count]);
  return { screen, print, complete };
}
