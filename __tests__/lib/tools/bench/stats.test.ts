import { median, percentile, ratio, spread } from '@/lib/tools/bench/stats';

test.each([
  [[3, 1, 2], 2],
  [[4, 1, 3, 2], 2.5],
  [[7], 7],
])('median(%j) = %d', (values, expected) => {
  expect(median(values)).toBe(expected);
});

test('median and percentile of nothing are NaN', () => {
  expect(median([])).toBeNaN();
  expect(percentile([], 95)).toBeNaN();
});

test('nearest-rank percentiles of 1..20', () => {
  const values = Array.from({ length: 20 }, (_, i) => 20 - i);
  expect(percentile(values, 50)).toBe(10);
  expect(percentile(values, 95)).toBe(19);
  expect(percentile(values, 100)).toBe(20);
  expect(percentile(values, 0)).toBe(1);
});

test('ratio rounds to 3 decimals and guards against 0', () => {
  expect(ratio(2, 3)).toBe(0.667);
  expect(ratio(1, 0)).toBeNaN();
});

test('the spread of runs: median, min–max and median absolute deviation', () => {
  // Median 2.5; deviations 1.5, 0.5, 0.5, 7.5 → their median 1.
  expect(spread([3, 1, 2, 10])).toEqual({ median: 2.5, min: 1, max: 10, mad: 1 });
  expect(spread([7])).toEqual({ median: 7, min: 7, max: 7, mad: 0 });
  const none = spread([]);
  expect([none.median, none.min, none.max, none.mad].every(Number.isNaN)).toBe(true);
});
