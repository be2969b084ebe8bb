import type { SearchEntry } from '@/lib/model/search-index';
import { prepareIndex, search } from '@/lib/search/query';

const entry = (kind: SearchEntry['kind'], title: string, words: string, text?: string): SearchEntry => ({
  kind,
  title,
  href: `/en/${title.toLowerCase().replace(/ /g, '-')}/`,
  words,
  ...(text ? { text } : {}),
});

const index = prepareIndex({
  locale: 'en',
  entries: [
    entry('chart', 'Enteric fermentation', 'enteric fermentation 3.a 3a cattle'),
    entry('chart', 'Manure management', 'manure management 3.b 3b cattle'),
    entry('sector', 'Overview', 'overview agriculture', 'enteric fermentation and manure of cattle'),
    entry('section', 'Emission factors', 'emission factor'),
    entry('text', 'Electricity', 'electricity inventory emission factor', 'emission factor of electricity'),
  ],
});
const titles = (q: string) => search(index, q).map((e) => e.title);

test('a name found in the names comes before one found in a text', () => {
  expect(titles('enteric')).toEqual(['Enteric fermentation', 'Overview']);
});

test('every word must match; a word may be the start of a longer one', () => {
  expect(titles('enter ferm')).toEqual(['Enteric fermentation', 'Overview']);
  expect(titles('enteric manure')).toEqual(['Overview']);
});

test('a section before a text on the same words', () => {
  expect(titles('emission factors')).toEqual(['Emission factors', 'Electricity']);
});

test('codes are written any way', () => {
  expect(titles('3.A')).toEqual(['Enteric fermentation']);
  expect(titles('3a.')).toEqual(['Enteric fermentation']);
  expect(titles('3.b.')).toEqual(['Manure management']);
});

test('a stem that differs by an ending still finds the word (4 letters or more), never a code', () => {
  expect(titles('fermentationen')).toEqual(['Enteric fermentation', 'Overview']);
  expect(titles('3ab')).toEqual([]);
});

test('nothing for an empty or unknown query; the limit holds', () => {
  expect(titles('  ')).toEqual([]);
  expect(titles('zebra')).toEqual([]);
  expect(search(index, 'cattle', 1).map((e) => e.title)).toHaveLength(1);
});
