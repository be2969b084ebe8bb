import { parseMatrixYear, serializeMatrixYear } from '@/lib/url-state/matrix-year';

const YEARS = [1990, 2010, 2023];

test.each([
  ['', 2023, undefined],
  ['?year=2010', 2010, undefined],
  ['year=1990&x=1', 1990, undefined],
  ['?year=2024', 2023, 'unknown year "2024"'],
  ['?year=20x0', 2023, 'unknown year "20x0"'],
])('%s → %i', (search, year, problem) => {
  expect(parseMatrixYear(search, YEARS)).toEqual(problem ? { year, problem } : { year });
});

test('the newest year is the default and is not written; other parameters stay', () => {
  expect(serializeMatrixYear('?x=1&year=2010', 2023, YEARS)).toBe('x=1');
  expect(serializeMatrixYear('?x=1', 2010, YEARS)).toBe('x=1&year=2010');
  expect(parseMatrixYear(`?${serializeMatrixYear('', 1990, YEARS)}`, YEARS).year).toBe(1990);
});
