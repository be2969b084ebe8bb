import { inSentence } from '@/lib/format/label-case';

test.each([
  ['Energeetika', 'et', 'energeetika'],
  ['Ülevaade', 'et', 'ülevaade'],
  ['Olemasolevate meetmetega (WEM)', 'et', 'olemasolevate meetmetega (WEM)'],
  ['Энергетика', 'ru', 'энергетика'],
  ['С существующими мерами (WEM)', 'ru', 'с существующими мерами (WEM)'],
  ['Energy', 'en', 'Energy'],
  ['LULUCF (neto)', 'et', 'LULUCF (neto)'],
  ['HKS/JJM', 'et', 'HKS/JJM'],
  ['CO2 heide', 'et', 'CO2 heide'],
  ['F-gaaside heide', 'et', 'F-gaaside heide'],
  ['SF6 heide', 'et', 'SF6 heide'],
  ['ЗИЗЛХ', 'ru', 'ЗИЗЛХ'],
] as const)('%s (%s) → %s', (label, locale, expected) => {
  expect(inSentence(label, locale)).toBe(expected);
});
