import { parseActivityFile } from '@/lib/data/parse-activity-file';
import { localiseActivity } from '@/lib/data/localise-activity';

const T = '\t';
/** Builds an activity file; `rows` lines are joined with tabs and indented as a block scalar. */
function makeFile(rows: string[][], extra = 'id: road\ntitle: { en: Road transport, et: Maanteetransport }\ntype: barChart\nunit: kt CO2 eq\n') {
  return `${extra}rows: |\n${rows.map((r) => `  ${r.join(T)}`).join('\n')}\n`;
}

describe('parseActivityFile', () => {
  test('reads header, year columns, rows and the colour index', () => {
    const text = makeFile([
      ['Vehicle', '2016', '2017', 'colour', '2018'],
      ['Cars', '1.5', '2', '3', '2.25'],
      ['Buses', 'NO', '', '', '4'],
    ]);
    const result = parseActivityFile(text, 'data/sectors/transport/road.yml');
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const v = result.value;
    expect(v.title).toEqual({ en: 'Road transport', et: 'Maanteetransport' });
    expect(v.nameHeader).toBe('Vehicle');
    expect(v.columns).toEqual(['2016', '2017', '2018']);
    expect(v.years).toEqual([
      { idx: 0, year: 2016, isIncluded: true },
      { idx: 1, year: 2017, isIncluded: true },
      { idx: 2, year: 2018, isIncluded: true },
    ]);
    expect(v.rows[0]).toEqual({ name: 'Cars', data: [1.5, 2, 2.25], cells: [1.5, 2, 2.25], colour: 3 });
    // Non-numeric cells parse as 0 in data; the table keeps what was written.
    expect(v.rows[1]).toEqual({ name: 'Buses', data: [0, 0, 4], cells: ['NO', null, 4] });
  });

  test('non-year headers are columns but not years', () => {
    const result = parseActivityFile(makeFile([['Factor', 'Value', '2018'], ['EF', 'x', '0.5']]), 'f.yml');
    expect(result.ok && result.value.years).toEqual([{ idx: 1, year: 2018, isIncluded: true }]);
    expect(result.ok && result.value.columns).toEqual(['Value', '2018']);
  });

  test.each([
    ['f.json', 'Unknown file format'],
    ['f.md', 'Unknown file format'],
  ])('%s → %s', (file, message) => {
    const result = parseActivityFile(makeFile([['a', '2018'], ['b', '1']]), file);
    expect(result).toEqual({ ok: false, issues: [{ file, path: '', message }] });
  });

  test('missing rows → Unable to parse rows from {file}', () => {
    const result = parseActivityFile('id: a\ntitle: A\ntype: table\n', 'x/a.yml');
    expect(!result.ok && result.issues).toEqual([{ file: 'x/a.yml', line: 1, path: 'rows', message: 'Unable to parse rows from x/a.yml' }]);
  });

  test('header without data rows → Unable to parse rows', () => {
    const result = parseActivityFile(makeFile([['Name', '2018']]), 'a.yml');
    expect(!result.ok && result.issues.map((i) => [i.line, i.message])).toEqual([[6, 'Unable to parse rows from a.yml']]);
  });

  test('a first row with a single cell → GHG must contain a header row', () => {
    const result = parseActivityFile(makeFile([['Name'], ['b', '1']]), 'a.yml');
    expect(!result.ok && result.issues).toEqual([{ file: 'a.yml', line: 6, path: 'rows[0]', message: 'GHG must contain a header row' }]);
  });

  test('empty header cells are rejected with their column', () => {
    const result = parseActivityFile(makeFile([['Name', '', '2018'], ['b', '1', '2']]), 'a.yml');
    expect(!result.ok && result.issues).toEqual([{ file: 'a.yml', line: 6, path: 'rows[0][1]', message: 'Header cell 2 is empty' }]);
  });

  test('collects every bad row with its line: comma cells and wrong counts', () => {
    const text = makeFile([['Name', '2017', '2018'], ['ok', '1', '2'], ['comma', '1,5', '2'], ['short', '1']]);
    const result = parseActivityFile(text, 'a.yml');
    expect(!result.ok && result.issues).toEqual([
      { file: 'a.yml', line: 8, path: 'rows[2]', message: 'Invalid character "," found in a table cell.' },
      { file: 'a.yml', line: 9, path: 'rows[3]', message: 'Data count does not match the number of years for short. Expected 2, but got 1.' },
    ]);
  });

  test('missing id, title and type are all reported with the SPEC message', () => {
    const result = parseActivityFile('unit: kt\nrows: |\n  a\t2018\n  b\t1\n', 'a.yml');
    expect(!result.ok && result.issues.map((i) => i.message)).toEqual([
      'Field id is missing from a.yml.',
      'Field title is missing from a.yml.',
      'Field type is missing from a.yml.',
    ]);
  });

  test('YAML syntax errors carry the line', () => {
    const result = parseActivityFile('id: a\ntitle: [x\ntype: table\n', 'a.yml');
    expect(!result.ok && result.issues[0]?.line).toBe(3);
  });

  test('a bad colour index is reported', () => {
    const result = parseActivityFile(makeFile([['Name', '2018', 'colour'], ['b', '1', 'red']]), 'a.yml');
    expect(!result.ok && result.issues.map((i) => i.message)).toEqual(['Invalid colour index for b']);
  });

  test('an unknown type is not a parse error (it renders as Unknown chart type)', () => {
    const text = makeFile([['a', '2018'], ['b', '1']], 'id: a\ntitle: A\ntype: pieChart\n');
    expect(parseActivityFile(text, 'a.yml').ok).toBe(true);
  });
});

describe('localiseActivity', () => {
  const text = `${makeFile([['Vehicle', '2018'], ['Cars', '1'], ['Buses', 'NO']])}translations:\n  et: { Vehicle: Sõiduk, Cars: Sõiduautod }\nsource: { en: Inventory, et: Inventuur }\n`;
  const parsed = parseActivityFile(text, 'a.yml');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));

  test('Estonian: titles, headers and row names translated, missing words fall back to English', () => {
    const et = localiseActivity(parsed.value, 'et');
    expect([et.title, et.nameHeader, et.source]).toEqual(['Maanteetransport', 'Sõiduk', 'Inventuur']);
    expect(et.rows.map((r) => r.name)).toEqual(['Sõiduautod', 'Buses']);
  });

  test('English keeps the written text', () => {
    const en = localiseActivity(parsed.value, 'en');
    expect([en.title, en.nameHeader, en.rows[0]?.name]).toEqual(['Road transport', 'Vehicle', 'Cars']);
  });
});
