import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkTerms, jsonTextLines, validateGlossary, yamlLanguageLines } from '@/lib/compile/validate/glossary';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'data', 'glossary', name), 'utf8');
const MEMO = { concept: 'Memo item', use: 'memokirje', avoid: ['mälukirje'] };
const YEAR = { concept: 'A year', use: '2024. aastal', avoid: ['aastal ####'] };

describe('validateGlossary', () => {
  it('reads the repository glossary: Estonian terms, each with a term to use', () => {
    const result = validateGlossary(readFileSync('data/glossary.yml', 'utf8'), 'data/glossary.yml');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const et = result.value.et ?? [];
    expect(et.find((e) => e.avoid.includes('jagatud kohustus'))?.use).toMatch(/^jõupingutuste jagamise/);
    expect(et.find((e) => e.avoid.includes('saasteaine'))?.use).toMatch(/^gaas/);
  });

  it('names the line and path of each mistake in a malformed glossary', () => {
    const result = validateGlossary(fixture('malformed/glossary.yml'), 'glossary.yml');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.line, i.path])).toEqual([
      [4, 'languages.estonian'],
      [5, 'languages.et[0].use'],
      [10, 'languages.et[1].avoid'],
    ]);
  });

  it('reports a syntax error with its line', () => {
    const result = validateGlossary('languages:\n  et: [\n', 'broken.yml');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/YAML syntax error/);
  });
});

describe('a term to avoid', () => {
  const found = (term: string, text: string) =>
    checkTerms([{ concept: 'c', use: 'u', avoid: [term] }], 'x', [{ line: 1, text }]).map(
      (i) => /"([^"]*)" is a term/.exec(i.message)?.[1],
    );
  it('matches at the start of a word, in any case, with # as a digit', () => {
    expect(found('aastal ####', 'Aastal 2024 oli')).toEqual(['Aastal 2024']);
    expect(found('aastal ####', '2024. aastal oli')).toEqual([]);
    expect(found('iseseisvumi', 'taasiseseisvumine')).toEqual([]);
    expect(found('iseseisvumi', 'pärast iseseisvumist')).toEqual(['iseseisvumi']);
  });
});

describe('checkTerms', () => {
  it('gives one issue per avoided term with the file, the line and the term to use', () => {
    const issues = checkTerms([MEMO, YEAR], 'x_et.md', [
      { line: 3, text: 'Mälukirje: aastal 2020 müüdud kütus' },
      { line: 4, text: 'memokirje 2020. aastal' },
    ]);
    expect(issues.map((i) => [i.file, i.line])).toEqual([
      ['x_et.md', 3],
      ['x_et.md', 3],
    ]);
    expect(issues[0]?.message).toBe(
      'Glossary: "Mälukirje" is a term to avoid (mälukirje); write "memokirje" (Memo item)',
    );
  });

  it('leaves a quoted title („…“) alone', () => {
    expect(checkTerms([MEMO], 'x', [{ line: 1, text: 'Pealkiri „Mälukirje aruanne“ on allika oma.' }])).toEqual([]);
  });

  it('leaves a placeholder’s row name (the data file’s own key) alone, but not the words around it', () => {
    const text = (around: string) => [{ line: 2, text: `{{value|a.yml|Mälukirje total|last|1}} ${around}` }];
    expect(checkTerms([MEMO], 'x', text('kt'))).toEqual([]);
    expect(checkTerms([MEMO], 'x', text('mälukirje')).map((i) => i.line)).toEqual([2]);
  });
});

describe('the lines of a language in a file', () => {
  it('takes `et:` values and the values (not the English keys) of a nested et mapping', () => {
    const lines = yamlLanguageLines(fixture('ok/sectors/item.yml'), 'et');
    expect(lines.map((l) => [l.line, l.text.trim()])).toEqual([
      [3, 'Jõupingutuste jagamise heide'],
      [6, 'JJM-i sektorid'],
      [7, 'Jagatud kohustuse kokku'],
    ]);
  });

  it('reads a one-line flow mapping and a quoted JSON key', () => {
    expect(yamlLanguageLines('name: { en: "CO2 eq", et: "CO2 ekv" }', 'et')[0]?.text.trim()).toBe('"CO2 ekv" }');
    expect(yamlLanguageLines('{\n  "title": {\n    "en": "A",\n    "et": "B"\n  }\n}', 'et')).toEqual([
      { line: 4, text: ' "B"' },
    ]);
  });

  it('takes the text of a message file, not its keys', () => {
    expect(jsonTextLines('{\n  "jagatud kohustus": "JJM"\n}')[1]?.text).toBe(' "JJM"');
  });
});
