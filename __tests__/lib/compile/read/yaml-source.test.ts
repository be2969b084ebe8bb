import { findKeyLine, findSequenceItemLines, parseYaml } from '@/lib/compile/read/yaml-source';

const TEXT = [
  '# total: not this',
  'id: x',
  'memo:',
  '  bunkers:',
  '    total: [1]',
  'total:',
  '  withLulucf: [1]',
  'list:',
  '- a: 1',
  '  b: 2',
  '- a: 3',
  'end: 1',
].join('\n');

describe('findKeyLine', () => {
  it.each([
    [['id'], 2],
    [['total'], 6],
    [['memo', 'bunkers', 'total'], 5],
    [['total', 'withLulucf'], 7],
    [['memo', 'withLulucf'], undefined],
    [['missing'], undefined],
  ])('%j is on line %s', (keys, line) => {
    expect(findKeyLine(TEXT, keys)).toBe(line);
  });
});

describe('findSequenceItemLines', () => {
  it('gives the line of each item of a block sequence', () => {
    expect(findSequenceItemLines(TEXT, 'list')).toEqual([9, 11]);
  });
});

describe('parseYaml', () => {
  it('turns a syntax error into an issue with a 1-based line', () => {
    const result = parseYaml('a: 1\nb: [1, 2\nc: 3\n', 'f.yml');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ file: 'f.yml', line: 3 });
  });
});
