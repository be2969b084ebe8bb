/**
 * The current filters in words, for the exported image (and the chart title).
 * Years are compressed into ranges: 1990–1995, 2000, 2005–2018.
 */
import type { Selection } from '@/lib/url-state/filters';

/** Consecutive years as ranges joined by commas. */
export function yearRanges(years: readonly number[]): string {
  const sorted = [...years].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let prev = start;
  for (const y of [...sorted.slice(1), undefined]) {
    if (y !== undefined && prev !== undefined && y === prev + 1) {
      prev = y;
      continue;
    }
    if (start !== undefined) parts.push(start === prev ? String(start) : `${start}–${prev}`);
    start = y;
    prev = y;
  }
  return parts.join(', ');
}

/** Names of a selection: "all" for no filter, "none" for an empty one. */
export function selectionWords(
  selection: Selection,
  nameOf: (id: string) => string,
  words: { all: string; none: string },
): string {
  if (selection === null) return words.all;
  if (selection.length === 0) return words.none;
  return selection.map(nameOf).join(', ');
}
