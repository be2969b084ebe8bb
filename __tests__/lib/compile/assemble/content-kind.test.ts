import { contentKindOf } from '@/lib/compile/assemble/content-kind';

test.each([
  ['text.md', undefined, 'markdown'],
  ['chart.yml', 'barChart', 'barChart'],
  ['chart.yml', 'lineChart', 'lineChart'],
  ['chart.yml', 'table', 'table'],
  ['chart.yml', 'pieChart', 'unknown'],
  ['chart.yml', 'barchart', 'unknown'],
  ['chart.yml', undefined, 'unknown'],
  ['chart.yml', 3, 'unknown'],
  ['chart.json', 'table', 'unknown'],
])('%s with type %p is %s', (file, type, kind) => {
  expect(contentKindOf(file, type)).toBe(kind);
});
