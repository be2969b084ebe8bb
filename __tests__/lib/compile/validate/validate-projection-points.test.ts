/** data/prognosis/{round}/points.yml: the real file passes; a malformed one is reported with file and line. */
import { readFileSync } from 'node:fs';
import { validateProjectionPoints } from '@/lib/compile/validate/validate-projection-points';

const FILE = 'data/prognosis/2025/points.yml';
const REAL = readFileSync(FILE, 'utf8');
const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;

describe('validateProjectionPoints', () => {
  it('accepts the 2025 round', () => {
    const r = validateProjectionPoints(REAL, FILE, '2025');
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.points.withoutLulucf.wem).toEqual([9337.25, 7000.3, 4314.44]);
    expect(r.value.sameScenarios).toBe(true);
    expect(r.value.baseSubmission).toBe(2025);
  });

  const issues = (text: string, folder = '2025') => {
    const r = validateProjectionPoints(text, FILE, folder);
    return r.ok ? [] : r.issues.map((i) => `${i.file}:${i.line}  ${i.message}`);
  };

  it('reports a count of values that does not fit the years, on its line', () => {
    const bad = REAL.replace('    wem: [9337.25, 7000.3, 4314.44]', '    wem: [9337.25, 7000.3]');
    expect(issues(bad)).toEqual([
      `${FILE}:${lineOf(bad, '    wem: [9337.25, 7000.3]')}  points.withoutLulucf.wem has 2 values for 3 years`,
    ]);
  });

  it('reports years that do not rise, a missing scope, and a round in the wrong folder', () => {
    const bad = REAL.replace('years: [2030, 2040, 2050]', 'years: [2030, 2050, 2040]').replace(
      / {2}lulucf:\n(.*\n){3}/,
      '',
    );
    expect(issues(bad, '2027')).toEqual([
      `${FILE}:${lineOf(bad, 'round:')}  Field round is 2025, but the file is in the folder 2027`,
      `${FILE}:${lineOf(bad, '    years: [2030, 2050, 2040]')}  The years of points.withoutLulucf must rise`,
      `${FILE}:${lineOf(bad, 'points:')}  Field points.lulucf not found`,
    ]);
  });

  it('reports same_scenarios true where WAM differs', () => {
    const bad = REAL.replace('    wam: [9337.25, 7000.3, 4314.44]', '    wam: [9000, 7000.3, 4314.44]');
    expect(issues(bad)).toEqual([
      `${FILE}:${lineOf(bad, 'same_scenarios:')}  Field same_scenarios is true, but WAM differs from WEM in a point`,
    ]);
  });

  it('reports a value that is not a number and a missing source address', () => {
    const bad = REAL.replace('    wem: [11567.8', '    wem: [n/a').replace(/^source_url:.*\n/m, '');
    expect(issues(bad)).toEqual(
      expect.arrayContaining([
        `${FILE}:1  Field source_url not found`,
        `${FILE}:${lineOf(bad, '    wem: [n/a')}  Field points.withLulucf.wem must be a list of numbers`,
      ]),
    );
  });
});
