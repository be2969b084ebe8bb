import { columnRanges } from '@/lib/format/column-ranges';

test('runs of the given length, the last one holding the rest', () => {
  expect(columnRanges(29, 10)).toEqual([
    [0, 10],
    [10, 20],
    [20, 29],
  ]);
  expect(columnRanges(20, 10)).toEqual([
    [0, 10],
    [10, 20],
  ]);
  expect(columnRanges(3, 10)).toEqual([[0, 3]]);
  expect(columnRanges(0, 10)).toEqual([]);
});

test('rejects a run length that is not a positive integer', () => {
  expect(() => columnRanges(5, 0)).toThrow(RangeError);
  expect(() => columnRanges(5, 2.5)).toThrow(RangeError);
});
