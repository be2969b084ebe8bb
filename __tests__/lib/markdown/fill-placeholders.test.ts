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
  ['{{value|x/t.yml|1.A|last}}', 'en', '12\u00a0000.0'],
  ['{{value|x/t.yml|1.A|last}}', 'et', '12\u00a0000,0'],
  ['{{share|x/t.yml|1.B|first}}', 'en', '75.0\u00a0%'],
  ['{{first|x/t.yml}}–{{last|x/t.yml}}', 'en', '2000–2002'],
  ['{{maxyear|x/t.yml|1.B}} {{minyear|x/t.yml|1.B}}', 'en', '2000 2002'],
])('%s (%s) → %s', (md, locale, expected) => {
  expect(fillPlaceholders(md, files, locale)).toEqual({ text: expected, errors: [] });
});

// Changes worked out by hand: Cars 100 → 150 = +50 %, 100 → 12 000 = +11 900 %; Buses 300 → 50 = −83.3 %, 300 → 0 = −100 %.
test.each<[string, Locale, string]>([
  ['{{compared|x/t.yml|1.A|first|2001}}', 'en', '50\u00a0% more than in 2000'],
  ['{{compared|x/t.yml|1.A|first|2001}}', 'et', '50\u00a0% rohkem kui 2000. aastal'],
  ['{{compared|x/t.yml|1.A|first|2001}}', 'ru', 'на 50\u00a0% больше, чем в 2000 году'],
  ['{{compared|x/t.yml|1.B|first|last}}', 'en', '100\u00a0% less than in 2000'],
  ['{{compared|x/t.yml|1.B|first|last}}', 'et', '100\u00a0% vähem kui 2000. aastal'],
  ['{{compared|x/t.yml|1.B|first|last}}', 'ru', 'на 100\u00a0% меньше, чем в 2000 году'],
  ['{{changed|x/t.yml|1.B|first|2001}}', 'en', 'fell by 83\u00a0% between 2000 and 2001'],
  ['{{changed|x/t.yml|1.B|first|2001}}', 'et', 'vähenes aastatel 2000–2001 83\u00a0%'],
  ['{{changed|x/t.yml|1.B|first|2001}}', 'ru', 'сократились на 83\u00a0% с 2000 по 2001 год'],
  ['{{changed|x/t.yml|1.A|first|last}}', 'en', 'rose by 11\u00a0900\u00a0% between 2000 and 2002'],
  ['{{changed|x/t.yml|1.A|first|last}}', 'et', 'suurenes aastatel 2000–2002 11\u00a0900\u00a0%'],
  ['{{changed|x/t.yml|1.A|first|last}}', 'ru', 'выросли на 11\u00a0900\u00a0% с 2000 по 2002 год'],
])('%s (%s) → %s: the direction as a word', (md, locale, expected) => {
  expect(fillPlaceholders(md, files, locale)).toEqual({ text: expected, errors: [] });
});

describe('a balance that turns from sink to source, and a change that rounds to nothing', () => {
  const balanceText = [
    'id: b',
    'title: B',
    'type: barChart',
    'rows: |',
    '  Name\t2000\t2001\t2002\t2003',
    '  Net (4)\t-4\t6\t-10\t0',
    '  Flat (5)\t200\t200.8\t199.2\t201',
  ].join('\n');
  const b = parseActivityFile(balanceText, 'b.yml');
  if (!b.ok) throw new Error(JSON.stringify(b.issues));
  const balance = new Map<string, ActivityData>([['b.yml', b.value]]);

  // Net: −4 → 6 is (6 − (−4)) / 4 = +250 %; lowest −10 in 2002, highest 6 in 2001. Flat: 200 → 200.8 = +0.4 %.
  test.each<[string, Locale, string]>([
    ['{{sinksource|b.yml|4|first}}, {{sinksource|b.yml|4|2001}}', 'en', 'a net sink, a net source'],
    ['{{sinksource|b.yml|4|first}}, {{sinksource|b.yml|4|2001}}', 'et', 'netosiduja, netoallikas'],
    ['{{sinksource|b.yml|4|first}}, {{sinksource|b.yml|4|2001}}', 'ru', 'чистый поглотитель, чистый источник'],
    ['{{compared|b.yml|4|first|2001}}', 'en', '250\u00a0% more than in 2000'],
    ['{{value|b.yml|4|min|0}} ({{minyear|b.yml|4}}), {{value|b.yml|4|max|0}}', 'et', '\u221210 (2002), 6'],
    ['{{sinksource|b.yml|4|min}}', 'en', 'a net sink'],
    ['{{compared|b.yml|5|first|2001}}', 'en', 'about the same as in 2000'],
    ['{{compared|b.yml|5|first|2001}}', 'et', 'sama palju kui 2000. aastal'],
    ['{{compared|b.yml|5|first|2001}}', 'ru', 'примерно столько же, сколько в 2000 году'],
    ['{{changed|b.yml|5|first|2001}}', 'en', 'stayed about the same between 2000 and 2001'],
    ['{{changed|b.yml|5|first|2001}}', 'et', 'püsis aastatel 2000–2001 peaaegu samal tasemel'],
    ['{{changed|b.yml|5|first|2001}}', 'ru', 'почти не изменились с 2000 по 2001 год'],
  ])('%s (%s) → %s', (md, locale, expected) => {
    expect(fillPlaceholders(md, balance, locale)).toEqual({ text: expected, errors: [] });
  });

  test('a zero balance is neither, and a change from zero has no percentage', () => {
    expect(
      fillPlaceholders('{{sinksource|b.yml|4|last}}\n{{changed|b.yml|4|last|first}}', balance, 'en').errors,
    ).toEqual([
      { line: 1, message: '4 is zero in last in b.yml: neither a sink nor a source' },
      { line: 2, message: 'Change from zero for 4 in b.yml' },
    ]);
  });
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
    ['{{maxdiff|g.yml|A|B|first|last}}', 'en', '10.0\u00a0%'],
    ['{{meandiff|g.yml|A|B|first|last}}', 'en', '5.2\u00a0%'],
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
    expect(fillPlaceholders('{{compared|g.yml|B|first|last}}', gapFiles, 'en').errors).toEqual([
      { line: 1, message: 'No value for B in last in g.yml' },
    ]);
  });
});

test('a tied lowest or highest year names every year of the tie (audit L6: milk 611.0 kt in 2002 and 2003)', () => {
  const tie = parseActivityFile(
    [
      'id: m',
      'title: M',
      'type: barChart',
      'rows: |',
      '  Name\t2001\t2002\t2003\t2004',
      '  Milk (1)\t620\t611\t611\t640',
    ].join('\n'),
    'm.yml',
  );
  if (!tie.ok) throw new Error(JSON.stringify(tie.issues));
  const m = new Map<string, ActivityData>([['x/m.yml', tie.value]]);
  expect(fillPlaceholders('lowest in {{minyear|x/m.yml|Milk (1)}}', m, 'en').text).toBe('lowest in 2002 and 2003');
  expect(fillPlaceholders('väikseim {{minyear|x/m.yml|Milk (1)}}. aastal', m, 'et').text).toBe(
    'väikseim 2002. ja 2003. aastal',
  );
  expect(fillPlaceholders('{{maxyear|x/m.yml|Milk (1)}}', m, 'ru').text).toBe('2004');
});
