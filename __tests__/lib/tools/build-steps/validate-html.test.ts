import {
  decodeEntities,
  formatMessage,
  MAX_TITLE_LENGTH,
  readTitle,
  repeatedParts,
  titleIssues,
  titleStats,
} from '@/lib/tools/build-steps/validate-html';

const SEP = ' · ';

describe('formatMessage', () => {
  test('prints file:line:col rule message', () => {
    const message = { line: 3, column: 14, ruleId: 'no-deprecated-attr', message: 'Attribute "align" is deprecated' };
    expect(formatMessage('out/en/index.html', message)).toBe(
      'out/en/index.html:3:14 no-deprecated-attr Attribute "align" is deprecated',
    );
  });
});

describe('readTitle', () => {
  test.each([
    ['<head><title>Energy · Site</title></head>', 'Energy · Site'],
    ['<title>Estonia&#x27;s gases</title>', "Estonia's gases"],
    ['<title>A &amp; B &lt;1&gt; &#39;x&#39; &quot;y&quot;</title>', 'A & B <1> \'x\' "y"'],
    ['<TITLE lang="et">\n  Kasvuhoone\n  gaasid </TITLE>', 'Kasvuhoone gaasid'],
    ['<title>One</title><svg><title>Two</title></svg>', 'One'],
    ['<head></head>', undefined],
  ])('%j → %j', (html, expected) => {
    expect(readTitle(html)).toBe(expected);
  });

  test('leaves an unknown entity as written', () => {
    expect(decodeEntities('a &bogus; b')).toBe('a &bogus; b');
  });
});

describe('repeatedParts', () => {
  test.each([
    ['Transport · Energy · Site', []],
    ['Site · Site', ['Site']],
    ['Energy · Energy · Inventory · Site', ['Energy']],
    ['Energy · energy  · Site', ['energy']],
    ['Energy – Energy · Site', []],
    ['', []],
  ])('%j → %j', (title, expected) => {
    expect(repeatedParts(title, SEP)).toEqual(expected);
  });
});

const page = (n: number, title: string | undefined) => ({ file: `out/${n}.html`, title });
const longTitle = 'x'.repeat(MAX_TITLE_LENGTH + 1);
const atLimit = 'y'.repeat(MAX_TITLE_LENGTH);

describe('titleIssues', () => {
  test.each<[string, { file: string; title: string | undefined }[], string[]]>([
    ['all fine', [page(1, 'Energy · Site'), page(2, atLimit)], []],
    ['a repeated part', [page(1, 'Site · Site')], ['out/1.html title: repeats "Site": Site · Site']],
    [
      'no title',
      [page(1, undefined), page(2, '')],
      ['out/1.html title: the page has no title', 'out/2.html title: the page has no title'],
    ],
    [
      '1 long title in 20 (5 %) is allowed',
      [page(0, longTitle), ...Array.from({ length: 19 }, (_, i) => page(i + 1, `Page ${i}`))],
      [],
    ],
    [
      '2 long titles in 20 (10 %) are listed',
      [page(0, longTitle), page(1, `${longTitle}z`), ...Array.from({ length: 18 }, (_, i) => page(i + 2, `Page ${i}`))],
      [
        `2 of 20 titles (10.0 %) are longer than ${MAX_TITLE_LENGTH} characters; at most 5 % may be:`,
        `out/0.html title: ${MAX_TITLE_LENGTH + 1} characters: ${longTitle}`,
        `out/1.html title: ${MAX_TITLE_LENGTH + 2} characters: ${longTitle}z`,
      ],
    ],
    ['characters, not UTF-16 units, are counted', [page(1, '🌍'.repeat(MAX_TITLE_LENGTH))], []],
  ])('%s', (_name, pages, expected) => {
    expect(titleIssues(pages, SEP)).toEqual(expected);
  });
});

describe('titleStats', () => {
  test.each([
    [[], { count: 0, longest: 0, median: 0, over: 0 }],
    [['abc', 'a', 'ab'], { count: 3, longest: 3, median: 2, over: 0 }],
    [['a', 'ab', 'abc', longTitle], { count: 4, longest: MAX_TITLE_LENGTH + 1, median: 2, over: 1 }],
  ])('%j', (titles, expected) => {
    expect(titleStats(titles)).toEqual(expected);
  });
});
