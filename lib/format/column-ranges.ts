/**
 * Cuts `count` columns into runs of at most `size`: [start, end) index pairs, so a table
 * too wide for paper can be printed as several narrower tables.
 */
export function columnRanges(count: number, size: number): Array<[number, number]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`run length must be a positive integer, got ${size}`);
  const ranges: Array<[number, number]> = [];
  for (let start = 0; start < count; start += size) ranges.push([start, Math.min(start + size, count)]);
  return ranges;
}
