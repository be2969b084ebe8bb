import { emissionIntensity, indexToFirst, joinByYear, roundTo } from '@/lib/import/economic/intensity';

describe('emissionIntensity (kg CO2 eq per currency unit)', () => {
  test.each([
    // kt × 1e6 kg / GDP: worked by hand
    [40_000, 16_000_000_000, 2.5],
    [1, 1_000_000, 1],
    [19_974.1, 33_684_649_984, 0.592973],
    [0, 5, 0],
  ])('%p kt over %p → %p', (kt, gdp, expected) => {
    expect(emissionIntensity(kt, gdp)).toBeCloseTo(expected, 5);
  });

  test.each([0, -1, Number.NaN])('rejects GDP %p', (gdp) => {
    expect(() => emissionIntensity(1, gdp)).toThrow(RangeError);
  });
});

test('joinByYear keeps only the years both series have, in order, without filling gaps', () => {
  const emissions = new Map([
    [1990, 10],
    [1991, 11],
    [1993, 13],
    [1992, 12],
  ]);
  const gdp = new Map([
    [1993, 300],
    [1991, 100],
    [1994, 400],
  ]);
  expect(joinByYear(emissions, gdp)).toEqual({ years: [1991, 1993], a: [11, 13], b: [100, 300] });
});

test('indexToFirst sets the first year to 100', () => {
  expect(indexToFirst([40, 20, 50])).toEqual([100, 50, 125]);
  expect(() => indexToFirst([])).toThrow(RangeError);
  expect(() => indexToFirst([0, 1])).toThrow(RangeError);
});

test('roundTo gives fixed decimals', () => {
  expect(roundTo(2.5000000000000004, 3)).toBe(2.5);
  expect(roundTo(0.592981, 4)).toBe(0.593);
  expect(roundTo(1234.5678, 1)).toBe(1234.6);
});
