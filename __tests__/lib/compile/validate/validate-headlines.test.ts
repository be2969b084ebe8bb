import { validateHeadlines } from '@/lib/compile/validate/validate-headlines';

const FILE = 'data/projections/headlines.yml';
const item = (kind: string, year: string, url = 'https://news.err.ee/a') => [
  `  - kind: ${kind}`,
  `    year: ${year}`,
  '    scenario: "WEM"',
  '    scope: "total GHG"',
  '    value: -19.5',
  '    unit: "% change"',
  '    base: 2020',
  '    source:',
  '      title: "A news item"',
  `      url: "${url}"`,
  '      published: "2022-11"',
  '    quote: "vähenevad 19,5%"',
];
const make = (...items: string[][]) => `${['# comment', 'headlines:', ...items.flat()].join('\n')}\n`;

describe('validateHeadlines', () => {
  it('reads headline figures with their source', () => {
    const result = validateHeadlines(make(item('projection', '2030')), FILE);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          kind: 'projection',
          year: 2030,
          scenario: 'WEM',
          scope: 'total GHG',
          value: -19.5,
          unit: '% change',
          base: 2020,
          source: { title: 'A news item', url: 'https://news.err.ee/a', published: '2022-11' },
          quote: 'vähenevad 19,5%',
        },
      ],
    });
  });

  it('stops at a scope, unit or scenario without Estonian or Russian wording, naming the line', () => {
    const untranslated = item('projection', '2030').map((l) =>
      l.replace('"total GHG"', '"agriculture and forestry"').replace('"% change"', '"kt N2O"'),
    );
    const result = validateHeadlines(make(item('projection', '2030'), untranslated), FILE);
    if (result.ok) throw new Error('expected issues');
    expect(result.issues.map((i) => [i.file, i.line, i.message])).toEqual([
      [FILE, 15, 'Field scope: no Estonian wording for "agriculture and forestry" in lib/model/headline-terms.ts'],
      [FILE, 15, 'Field scope: no Russian wording for "agriculture and forestry" in lib/model/headline-terms.ts'],
      [FILE, 15, 'Field unit: no Estonian wording for "kt N2O" in lib/model/headline-terms.ts'],
      [FILE, 15, 'Field unit: no Russian wording for "kt N2O" in lib/model/headline-terms.ts'],
    ]);
  });

  it('reports each invalid item at the line of its first key', () => {
    const result = validateHeadlines(
      make(
        item('projection', '2030'),
        item('guess', '2030'),
        item('target', 'soon', 'ftp://x'),
        item('target', '2030', 'https://example.org/a'),
      ),
      FILE,
    );
    if (result.ok) throw new Error('expected issues');
    expect(result.issues.map((i) => [i.line, i.message])).toEqual([
      [15, 'Invalid headline kind: guess'],
      [27, 'Field year must be a whole year'],
      [27, 'Field source.url must be an http(s) address'],
      [39, 'Field source.url: the language of its site is not listed in lib/model/headline-terms.ts'],
    ]);
  });

  it('a file without the headlines list', () => {
    const result = validateHeadlines('items: []\n', FILE);
    expect(result).toEqual({
      ok: false,
      issues: [{ file: FILE, line: 1, path: 'headlines', message: `Field headlines is missing from ${FILE}` }],
    });
  });
});
