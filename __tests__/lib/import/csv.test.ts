import { parseCsv, parseCsvObjects } from '@/lib/import/csv';

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, commas and newlines in quotes, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('keeps a last line without a newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('parseCsvObjects', () => {
  it('keys cells by header name', () => {
    expect(parseCsvObjects('x,y\n1,2\n', ['x'])).toEqual([{ x: '1', y: '2' }]);
  });
  it('names a missing required column', () => {
    expect(() => parseCsvObjects('x,y\n1,2\n', ['z'])).toThrow('CSV column "z" is missing');
  });
});
