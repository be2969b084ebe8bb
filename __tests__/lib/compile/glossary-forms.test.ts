import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatIssue } from '@/lib/model/issues';
import { checkGlossary } from '@/lib/compile/check-glossary';
import { checkTerms, validateGlossary } from '@/lib/compile/validate/glossary';
import { sourceStrings } from '@/lib/compile/read/source-strings';

/** The repository's glossary for one language. */
function repositoryEntries(language: string) {
  const glossary = validateGlossary(readFileSync('data/glossary.yml', 'utf8'), 'data/glossary.yml');
  if (!glossary.ok) throw new Error('data/glossary.yml is malformed');
  return glossary.value[language]!;
}
const found = (language: string, text: string) =>
  checkTerms(repositoryEntries(language), 'x', [{ line: 1, text }]).map((i) => i.message.split(' is a term')[0]);

describe("the repository glossary catches the reviews' examples, inflected and coordinated", () => {
  it.each([
    [
      'Rahvusvaheline lennundus ja meresõit ei kuulu riigi koguheitesse',
      'Glossary: "Rahvusvaheline lennundus ja meresõit"',
    ],
    ['ei arvestata rahvusvahelist lennundust ja meresõitu', 'Glossary: "rahvusvahelist lennundust ja meresõitu"'],
    ['rahvusvahelise meresõidu kütus', 'Glossary: "rahvusvahelise meresõidu"'],
    ['Heitkoguse ühikute kõrgem hind tõrjus', 'Glossary: "Heitkoguse ühik"'],
    ['2030. aasta piir (-24 % võrreldes 2005)', 'Glossary: "aasta piir"'],
    ['% muutus võrreldes 2021', 'Glossary: "võrreldes 2021"'],
    ['Prognoosid algavad baasaastast 2023 tasemel', 'Glossary: "baasaastast 2023"'],
  ])('Estonian: %s', (text, expected) => {
    expect(found('et', text)).toContain(expected);
  });

  it.each([
    'Rahvusvaheline lennundus ja laevandus ei kuulu riigi koguheitesse',
    'Lubatud heitkoguse ühikute kõrgem hind tõrjus',
    '2030. aasta lubatud heitkogus (−24 % võrreldes 2005. aastaga)',
    'Prognoosid algavad 2023. aastast (baasaasta)',
  ])('Estonian, as the reviews correct it: %s', (text) => {
    expect(found('et', text)).toEqual([]);
  });
});

describe('the glossary check reads the strings kept in lib/', () => {
  let root = '';
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'glossary-lib-'));
    write(
      'data/glossary.yml',
      [
        'languages:',
        '  et:',
        "    - { concept: International navigation, use: rahvusvaheline laevandus, avoid: ['rahvusvaheli* … meresõi*'] }",
        "    - { concept: Allowance, use: lubatud heitkoguse ühik, avoid: ['heitkoguse ühik'], allow: ['lubatud heitkoguse ühik'] }",
        '  ru:',
        "    - { concept: Recalculations, use: пересчёты, avoid: ['пересмотр*'] }",
        '',
      ].join('\n'),
    );
    write('messages/et/Page.json', '{ "Page": { "a": "Lubatud heitkoguse ühikud" } }\n');
    write(
      'lib/model/names.ts',
      [
        "export const NAMES = ([['bunkers', 'Bunkers', 'Rahvusvaheline lennundus ja meresõit', 'Бункеры']] satisfies [",
        '  id: string, en: string, et: string, ru: string][]).map(([id, en, et, ru]) => ({ id, en, et, ru }));',
        "export const NOTE = { en: 'x', et: 'heitkoguse ühikud', ru: 'y' };",
        '',
      ].join('\n'),
    );
    write('lib/search/words.ts', "/** @glossary readers-words */\nexport const RU = ['Пересмотры'];\n");
    write('lib/model/t.ts', 'export const t = (en: string, et: string, ru: string) => ({ en, et, ru });\n');
    write(
      'lib/views/sentence.ts',
      [
        "import { t } from '@/lib/model/t';",
        "export const LABEL = t('Revisions', 'Ümberarvutused', 'Пересмотры между представлениями');",
        'export const said = (locale: string, year: number) =>',
        "  locale === 'et' ? `${year}: rahvusvahelist lennundust ja meresõitu` : `${year}: international aviation`;",
        "const ET = { heading: 'Heitkoguse ühik' };",
        "export const other = (value: string) => (value === 'en' ? 'heitkoguse ühik' : ET.heading);",
        '',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the file and line of every avoided term in a string of each language', () => {
    const lines = checkGlossary(path.join(root, 'data'), path.join(root, 'messages'), root).map(formatIssue);
    expect(lines).toEqual([
      expect.stringMatching(
        /^lib\/model\/names\.ts:1 {2}Glossary: "Rahvusvaheline lennundus ja meresõit" is a term to avoid/,
      ),
      expect.stringMatching(/^lib\/model\/names\.ts:3 {2}Glossary: "heitkoguse ühik" is a term to avoid/),
      expect.stringMatching(/^lib\/views\/sentence\.ts:4 {2}Glossary: "rahvusvahelist lennundust ja meresõitu"/),
      expect.stringMatching(/^lib\/views\/sentence\.ts:5 {2}Glossary: "Heitkoguse ühik"/),
      expect.stringMatching(/^lib\/views\/sentence\.ts:2 {2}Glossary: "Пересмотры" is a term to avoid \(пересмотр\*\)/),
    ]);
  });

  it('leaves English strings and strings of no known language alone', () => {
    const strings = sourceStrings(path.join(root, 'lib')).flatMap(({ file, strings }) =>
      strings.map((s) => `${path.relative(root, file)}:${s.line} ${s.language} ${s.text}`),
    );
    expect(strings).toEqual([
      'lib/model/names.ts:1 et Rahvusvaheline lennundus ja meresõit',
      'lib/model/names.ts:1 ru Бункеры',
      'lib/model/names.ts:3 et heitkoguse ühikud',
      'lib/views/sentence.ts:2 et Ümberarvutused',
      'lib/views/sentence.ts:2 ru Пересмотры между представлениями',
      'lib/views/sentence.ts:4 et …: rahvusvahelist lennundust ja meresõitu',
      'lib/views/sentence.ts:5 et Heitkoguse ühik',
    ]);
  });
});
