import { validateProportions } from '@/lib/compile/validate/validate-proportions';

const FILE = 'data/proportions.yml';
const LINES = [
  'startYear: 2000', //       line 1
  'numYears: 2', //           line 2
  'years: 2000-2001', //      line 3
  'rows: |', //               line 4
  '  energy\t70.5\t69', //    line 5
  '  transport\t10\t11', //   line 6
  '  agri\t19.5\t20', //      line 7
];
function make(replace: Record<number, string | null> = {}): string {
  return `${LINES.flatMap((l, i) => (replace[i + 1] === null ? [] : [replace[i + 1] ?? l])).join('\n')}\n`;
}
function issues(text: string) {
  const result = validateProportions(text, FILE);
  if (result.ok) throw new Error('expected issues');
  return result.issues.map((i) => [i.file, i.line, i.message]);
}

describe('validateProportions', () => {
  it('reads start year, number of years, years text and sector rows', () => {
    expect(validateProportions(make(), FILE)).toEqual({
      ok: true,
      value: {
        startYear: 2000,
        numYears: 2,
        years: '2000-2001',
        sectors: { energy: [70.5, 69], transport: [10, 11], agri: [19.5, 20] },
      },
    });
  });

  it('a line with an unknown sector id fails with "Invalid sector id"', () => {
    expect(issues(make({ 6: '  transportation\t10\t11' }))).toEqual([[FILE, 6, 'Invalid sector id']]);
  });

  it('a line with the wrong number of values', () => {
    expect(issues(make({ 7: '  agri\t19.5' }))).toEqual([
      [FILE, 7, 'Data count does not match the number of years for agri. Expected 2, but got 1.'],
    ]);
  });

  it('a decimal comma', () => {
    expect(issues(make({ 5: '  energy\t70,5\t69' }))).toEqual([
      [FILE, 5, 'Invalid character "," found in a table cell.'],
    ]);
  });

  it('a missing field', () => {
    expect(issues(make({ 2: null }))).toEqual([[FILE, 1, 'Field numYears is missing from data/proportions.yml']]);
  });

  it('a years text that does not match startYear and numYears', () => {
    expect(issues(make({ 3: 'years: 2000-2005' }))).toEqual([
      [FILE, 3, 'Field years must be 2000-2001 (startYear to startYear + numYears - 1)'],
    ]);
  });

  it('a YAML syntax error with its line', () => {
    expect(issues(make({ 2: 'numYears: [2' }))).toEqual([[FILE, 3, expect.stringMatching(/^YAML syntax error/)]]);
  });
});
