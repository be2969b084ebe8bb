import { median, percentile, ratio } from '@/lib/tools/bench/stats';

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
