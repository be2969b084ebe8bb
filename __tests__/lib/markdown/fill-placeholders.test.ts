import type { Locale } from '@/lib/model/locale';
import { fillPlaceholders } from '@/lib/markdown/fill-placeholders';
import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import type { ActivityData } from '@/lib/model/activity';

const text = [
  'id: t',
  'title: T',
  'type: barChart',
  'line_items: [Total (1)]',
  'rows: |',
  '  Name\t2000\t2001\t2002',
  '  Cars (1.A)\t100\t150\t12000',
  '  Buses (1.B)\t300\t50\t0',
  '  Total (1)\t400\t200\t12000',
].join('\n');
const parsed = parseActivityFile(text, 't.yml');
if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
const files = new Map<string, ActivityData>([['x/t.yml', parsed.value]]);

test.each<[string, Locale, string]>([
  ['{{value|x/t.yml|Cars (1.A)|2001}}', 'en', '150.0'],
  ['{{value|x/t.yml|1.A|last}}', 'en', '12 000.0'],
  ['{{value|x/t.yml|1.A|last}}', 'et', '12 000,0'],
  ['{{change|x/t.yml|1.A|first|2001}}', 'en', '+50 %'],
  ['{{change|x/t.yml|1.B|first|last}}', 'en', '\u2212100 %'],
  ['{{share|x/t.yml|1.B|first}}', 'en', '75.0 %'],
  ['{{first|x/t.yml}}–{{last|x/t.yml}}', 'en', '2000–2002'],
  ['{{maxyear|x/t.yml|1.B}} {{minyear|x/t.yml|1.B}}', 'en', '2000 2002'],
])('%s (%s) → %s', (md, locale, expected) => {
  expect(fillPlaceholders(md, files, locale)).toEqual({ text: expected, errors: [] });
});

test('unknown files, rows, years and kinds are errors with their line, and stay visible', () => {
  const md =
    'ok\n{{value|nope.yml|1.A|last}}\n{{value|x/t.yml|Trams|last}} {{value|x/t.yml|1.A|1999}}\n{{sum|x/t.yml|1.A}}';
  const out = fillPlaceholders(md, files, 'en');
  expect(out.errors).toEqual([
    { line: 2, message: 'Unknown data file nope.yml in placeholder' },
    { line: 3, message: 'Unknown row Trams in x/t.yml' },
    { line: 3, message: 'Unknown year 1999 in x/t.yml' },
    { line: 4, message: 'Unknown placeholder sum' },
  ]);
  expect(out.text.split('\n')[1]).toBe('{{value|nope.yml|1.A|last}}');
});

describe('placeholders for series with gaps: decimals, differences and gaps', () => {
  const gapText = [
    'id: g',
    'title: G',
    'type: lineChart',
    'gaps: true',
    'rows: |',
    '  Series\t2000\t2001\t2002',
    '  A\t10.04\t11\t12',
    '  B\t10\t10\t-',
  ].join('\n');
  const g = parseActivityFile(gapText, 'g.yml');
  if (!g.ok) throw new Error(JSON.stringify(g.issues));
  const gapFiles = new Map<string, ActivityData>([['g.yml', g.value]]);

  test.each<[string, Locale, string]>([
    ['{{value|g.yml|A|first|0}}', 'en', '10'],
    ['{{value|g.yml|A|first|2}}', 'et', '10,04'],
    ['{{maxdiff|g.yml|A|B|first|last}}', 'en', '10.0 %'],
    ['{{meandiff|g.yml|A|B|first|last}}', 'en', '5.2 %'],
    ['{{minus|g.yml|A|2001|B|2000}}', 'en', '+1'],
    ['{{minus|g.yml|B|2000|A|2002}}', 'en', '\u22122'],
  ])('%s (%s) → %s', (md, locale, expected) => {
    expect(fillPlaceholders(md, gapFiles, locale)).toEqual({ text: expected, errors: [] });
  });

  test('a gap is not a value, and decimals beyond 3 are refused', () => {
    expect(fillPlaceholders('{{value|g.yml|B|last}}', gapFiles, 'en').errors).toEqual([
      { line: 1, message: 'No value for B in last in g.yml' },
    ]);
    expect(fillPlaceholders('{{value|g.yml|A|last|9}}', gapFiles, 'en').errors).toEqual([
      { line: 1, message: 'Decimals 9 must be 0 to 3' },
    ]);
  });
});
