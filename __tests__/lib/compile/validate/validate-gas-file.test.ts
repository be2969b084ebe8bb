import { validateGasFile } from '@/lib/compile/validate/validate-gas-file';
import type { Issue } from '@/lib/model/issues';
import { makeGasFile } from '@/__tests__/lib/compile/validate/gas-file-builder';

const FILE = 'data/past/co2eq.yml';

function issuesOf(text: string): Issue[] {
  const result = validateGasFile(text, FILE);
  if (result.ok) throw new Error('expected issues, got a valid file');
  return result.issues;
}
const brief = (issues: Issue[]) => issues.map((i) => [i.line, i.message]);

describe('validateGasFile: a valid file', () => {
  it('parses sectors, categories, sub-categories, totals and bunkers', () => {
    const result = validateGasFile(makeGasFile(), FILE);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.id).toBe('co2eq');
    expect(result.value.years).toEqual([2000, 2001]);
    expect(result.value.totals).toEqual({ withLulucf: [9, 10], withoutLulucf: [10, 11] });
    expect(result.value.bunkers).toEqual({ total: [3, 4], navigation: [2, 3], aviation: [1, 1] });
    expect(result.value.sectors).toEqual([
      {
        id: 'energy',
        data: [6, 7],
        cats: [
          { id: 'energy-ind', data: [4, 5], subCats: [{ id: 'public-el-heat', data: [4, 5] }] },
          { id: 'transport', data: [2, 2], subCats: [] },
        ],
      },
      { id: 'agri', data: [4, 4], cats: [] },
      { id: 'lulucf', data: [-1, -1], cats: [] },
    ]);
  });

  it('reads `-` (no number in the source) as a gap, other non-numeric cells as 0, and tab indentation as levels', () => {
    const text = makeGasFile({ 15: '  \t\tenergy-ind\t\t-\tNO', 16: '  \t\t\t\tpublic-el-heat\t-\t5' });
    const result = validateGasFile(text, FILE);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.sectors[0]?.cats[0]).toEqual({
      id: 'energy-ind',
      data: [Number.NaN, 0],
      subCats: [{ id: 'public-el-heat', data: [Number.NaN, 5] }],
    });
  });
});

describe('validateGasFile: SPEC §5 rules, exact message, file and line', () => {
  it.each([
    ['id', 1],
    ['name', 2],
    ['unit', 3],
  ])('required field %s missing', (field, line) => {
    const issues = issuesOf(makeGasFile({ [line]: null }));
    expect(issues).toEqual([{ file: FILE, line: 1, path: field, message: `Field ${field} is missing from ${FILE}` }]);
  });

  it('unknown gas id', () => {
    expect(issuesOf(makeGasFile({ 1: 'id: co3' }))).toEqual([
      { file: FILE, line: 1, path: 'id', message: 'Invalid gas id' },
    ]);
  });

  it('unknown sector, category and sub-category ids, each on its own line', () => {
    const issues = issuesOf(
      makeGasFile({ 16: '      public-heat\t4\t5', 17: '    transportation\t\t2\t2', 18: '  farming\t\t\t4\t4' }),
    );
    expect(issues.map((i) => [i.file, i.line, i.message])).toEqual([
      [FILE, 16, 'Invalid sub-category id'],
      [FILE, 17, 'Invalid category id'],
      [FILE, 18, 'Invalid sector id'],
    ]);
  });

  it('a category under the wrong sector', () => {
    const issues = issuesOf(makeGasFile({ 17: '    enteric\t\t2\t2' }));
    expect(brief(issues)).toEqual([[17, 'Category enteric belongs to sector agri, not energy']]);
  });

  it('a sub-category under a category of another sector', () => {
    const issues = issuesOf(makeGasFile({}, ['    forest\t\t1\t1', '      cement\t1\t1']));
    expect(brief(issues)).toEqual([[21, 'Sub-category cement belongs to category mineral-ind, not forest']]);
  });

  it('a row id that appears twice', () => {
    expect(brief(issuesOf(makeGasFile({}, ['  agri\t\t\t1\t1'])))).toEqual([[20, 'Duplicate row id agri']]);
  });

  it('a sub-category row before any category row', () => {
    expect(brief(issuesOf(makeGasFile({}, ['      road\t1\t1'])))).toEqual([
      [20, 'Sub-category road comes before any category row'],
    ]);
  });

  it('a sub-category row under the wrong category', () => {
    const issues = issuesOf(makeGasFile({ 16: '      road\t4\t5' }));
    expect(brief(issues)).toEqual([[16, 'Sub-category road belongs to category transport, not energy-ind']]);
  });

  it('a category row before any sector row (explicit block indentation)', () => {
    const issues = issuesOf(
      makeGasFile({ 13: 'rows: |2', 14: '    energy-ind\t\t4\t5', 15: '  energy\t\t\t6\t7', 16: null }),
    );
    expect(brief(issues)).toEqual([[14, 'Category energy-ind comes before any sector row']]);
  });

  it('row level comes from indentation: a category id written at sector level is an invalid sector id', () => {
    expect(brief(issuesOf(makeGasFile({ 17: '  manuf\t\t\t2\t2' })))).toEqual([[17, 'Invalid sector id']]);
  });

  it.each([
    ['sector', 14, '  energy\t\t\t6', 'energy', 1],
    ['category (1 leading cell skipped)', 15, '    energy-ind\t4\t5', 'energy-ind', 1],
    ['sub-category (no cell skipped)', 16, '      public-el-heat\t4\t5\t6', 'public-el-heat', 3],
  ])('data count of a %s row', (_label, line, row, id, got) => {
    expect(issuesOf(makeGasFile({ [line]: row }))).toEqual([
      {
        file: FILE,
        line,
        path: `rows[${line - 14}]`,
        message: `Data count does not match the number of years for ${id}. Expected 2, but got ${got}.`,
      },
    ]);
  });

  it('a decimal comma in a table cell', () => {
    expect(brief(issuesOf(makeGasFile({ 18: '  agri\t\t\t4,5\t4' })))).toEqual([
      [18, 'Invalid character "," found in a table cell.'],
    ]);
  });

  it('a comma that is not between digits is not a decimal comma', () => {
    expect(validateGasFile(makeGasFile({ 18: '  agri\t\t\t4\t4, ' }), FILE).ok).toBe(true);
  });

  it.each([
    ['total', 10, 'bunkers', 9],
    ['navigation', 11, 'bunkers', 9],
    ['aviation', 12, 'bunkers', 9],
    ['withLulucf', 6, 'total', 5],
    ['withoutLulucf', 7, 'total', 5],
  ])('incomplete block: %s missing', (field, line, _block, blockLine) => {
    expect(brief(issuesOf(makeGasFile({ [line]: null })))).toEqual([[blockLine, `Field ${field} not found`]]);
  });

  it('total and bunker series must have one value per year', () => {
    const issues = issuesOf(makeGasFile({ 6: '  withLulucf: [9]', 12: '    aviation: [1, 1, 1]' }));
    expect(brief(issues)).toEqual([
      [6, 'Data count does not match the number of years for total.withLulucf. Expected 2, but got 1.'],
      [12, 'Data count does not match the number of years for memo.bunkers.aviation. Expected 2, but got 3.'],
    ]);
  });

  it.each(['years: [2001, 2000]', 'years: [2000, "x"]', 'years: 2000'])(
    'year headers must be whole years in increasing order: %s',
    (line) => {
      expect(brief(issuesOf(makeGasFile({ 4: line })))).toContainEqual([
        4,
        'Field years must be a list of whole years in increasing order',
      ]);
    },
  );

  it('a YAML syntax error names the file and the 1-based line', () => {
    expect(issuesOf(makeGasFile({ 4: 'years: [2000, 2001' }))).toEqual([
      expect.objectContaining({ file: FILE, line: 5, message: expect.stringMatching(/^YAML syntax error: /) }),
    ]);
  });

  it('reports every issue of a file, not only the first', () => {
    const text = makeGasFile({ 1: 'id: xx', 3: null, 7: null, 15: '    energy-ind\t\t4,1\t5', 18: '  farm\t\t\t4' });
    expect(brief(issuesOf(text))).toEqual([
      [1, 'Field unit is missing from data/past/co2eq.yml'],
      [1, 'Invalid gas id'],
      [4, 'Field withoutLulucf not found'],
      [13, 'Invalid character "," found in a table cell.'],
      [16, 'Data count does not match the number of years for farm. Expected 2, but got 1.'],
      [16, 'Invalid sector id'],
    ]);
  });
});

describe('validateGasFile: the GWP basis', () => {
  it('accepts an IPCC report name and refuses anything else, with its line', () => {
    const withGwp = (gwp: string) => makeGasFile().replace(/^(unit: .*)$/m, `$1\ngwp: ${gwp}`);
    expect(validateGasFile(withGwp('"AR5 GWP100"'), FILE).ok).toBe(true);
    const text = withGwp('"GWP of 2020"');
    const line = text.split('\n').findIndex((l) => l.startsWith('gwp:')) + 1;
    expect(brief(issuesOf(text))).toEqual([
      [line, 'Field gwp must name the IPCC report of the GWPs, e.g. "AR5 GWP100"'],
    ]);
  });
});
