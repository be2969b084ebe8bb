import { validateContentIndex } from '@/lib/compile/validate/validate-content-index';

const title = (en: string, et: string) => ({ en, et });
const makeIndex = (overrides: object = {}) =>
  JSON.stringify(
    {
      tabs: [
        {
          id: 'overview',
          title: title('Overview', 'Ülevaade'),
          items: [{ id: 'intro', title: title('Introduction', 'Sissejuhatus'), file: 'intro.md' }],
        },
        {
          id: 'energy',
          title: title('Energy', 'Energeetika'),
          items: [
            { id: 'a', title: title('A', 'A et'), file: ['a.md', 'a-chart.yml'] },
            { id: 'b', title: title('B', 'B et'), file: 'b.yml' },
          ],
        },
      ],
      ...overrides,
    },
    null,
    2,
  );

describe('validateContentIndex', () => {
  test('reads tabs and items in order, with a single file or a list of files', () => {
    const result = validateContentIndex(makeIndex(), 'data/x/index.json');
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.map((t) => t.id)).toEqual(['overview', 'energy']);
    expect(result.value[1]?.title).toEqual({ en: 'Energy', et: 'Energeetika' });
    expect(result.value[1]?.items.map((i) => [i.id, i.files])).toEqual([
      ['a', ['a.md', 'a-chart.yml']],
      ['b', ['b.yml']],
    ]);
    // "intro" item object starts on line 10 of the pretty-printed file.
    expect(result.value[0]?.items[0]?.line).toBe(10);
  });

  test('reports a JSON syntax error with its line', () => {
    const result = validateContentIndex('{\n  "tabs": [\n    { "id": "x", }\n  ]\n}', 'idx.json');
    expect(result).toEqual({ ok: false, issues: [expect.objectContaining({ file: 'idx.json', line: 3 })] });
  });

  test.each([
    ['missing tabs', '{ "tab": [] }', 'tabs', /Field tabs is missing/, 1],
    ['empty tabs', '{\n"tabs": []\n}', 'tabs', /Field tabs is missing/, 2],
  ])('rejects %s', (_name, text, path, message, line) => {
    const result = validateContentIndex(text, 'idx.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([{ file: 'idx.json', line, path, message: expect.stringMatching(message) }]);
  });

  test('collects every schema issue with path and line', () => {
    const text = [
      '{ "tabs": [',
      '  { "id": "Bad Id", "title": { "en": "T" }, "items": [',
      '    { "id": "a", "title": { "en": "A", "et": "A" }, "file": "a.txt" },',
      '    { "id": "a", "title": { "en": "A", "et": "A" } }',
      '  ] }',
      '] }',
    ].join('\n');
    const result = validateContentIndex(text, 'idx.json');
    if (result.ok) throw new Error('expected issues');
    expect(result.issues.map((i) => [i.line, i.path])).toEqual([
      [3, 'tabs[0].items[0].file'],
      [4, 'tabs[0].items[1].id'],
      [4, 'tabs[0].items[1].file'],
      [2, 'tabs[0].id'],
      [2, 'tabs[0].title.et'],
    ]);
    expect(result.issues[1]?.message).toBe('Duplicate id "a"');
    expect(result.issues[2]?.message).toBe('Field file is missing from idx.json');
  });

  test('rejects a tab without items and a file name that leaves the directory', () => {
    const text = makeIndex({
      tabs: [
        { id: 'x', title: title('X', 'X'), items: [] },
        { id: 'y', title: title('Y', 'Y'), items: [{ id: 'i', title: title('I', 'I'), file: '../secret.md' }] },
      ],
    });
    const result = validateContentIndex(text, 'idx.json');
    if (result.ok) throw new Error('expected issues');
    expect(result.issues.map((i) => i.path)).toEqual(['tabs[0].items', 'tabs[1].items[0].file']);
  });
});
