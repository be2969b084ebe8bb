import { selectionWords, yearRanges } from '@/lib/charts/shown/describe';

test.each<[number[], string]>([
  [[], ''],
  [[2018], '2018'],
  [[1990, 1991, 1992], '1990–1992'],
  [[2005, 1990, 1991, 2000, 2006, 2007], '1990–1991, 2000, 2005–2007'],
])('yearRanges %p → %s', (years, expected) => {
  expect(yearRanges(years)).toBe(expected);
});

test('selectionWords', () => {
  const words = { all: 'all', none: 'none' };
  const name = (id: string) => id.toUpperCase();
  expect(selectionWords(null, name, words)).toBe('all');
  expect(selectionWords([], name, words)).toBe('none');
  expect(selectionWords(['agri', 'waste'], name, words)).toBe('AGRI, WASTE');
});
