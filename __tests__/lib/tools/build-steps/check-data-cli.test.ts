import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDataLines, runScript } from '@/__tests__/support/scripts';

const run = (script: string, ...args: string[]) =>
  runScript(script, args, { ...process.env, DATA_DIR: '', GAS_DATA_DIR: '' });

/** Changes the first line of `rel` under `dir` that `find` picks; returns the file and its 1-based line. */
function breakLine(dir: string, rel: string, find: (line: string) => boolean, change: (line: string) => string) {
  const file = path.join(dir, rel);
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex(find);
  if (at < 0) throw new Error(`nothing to break in ${rel}`);
  lines[at] = change(lines[at] as string);
  writeFileSync(file, lines.join('\n'));
  return { file, line: at + 1 };
}

describe('check-data and compile-data on a broken copy of the data', () => {
  let dir = '';
  let brokenLine = 0;
  let urlLine = 0;
  let firstYearLine = 0;
  let lulucfLine = 0;
  let matrix = { file: '', line: 0 };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-'));
    cpSync('data', dir, { recursive: true });
    const file = path.join(dir, 'past', '2026', 'co2.yml');
    const lines = readFileSync(file, 'utf8').split('\n');
    brokenLine = lines.findIndex((l) => l.startsWith('  agri\t')) + 1;
    lines[brokenLine - 1] = (lines[brokenLine - 1] as string).replace('  agri\t', '  farming\t');
    writeFileSync(file, lines.join('\n'));
    const ch4 = path.join(dir, 'past', '2025', 'ch4.yml');
    const ch4Lines = readFileSync(ch4, 'utf8').split('\n');
    urlLine = ch4Lines.findIndex((l) => l.startsWith('source_url:')) + 1;
    ch4Lines[urlLine - 1] = 'source_url: "doi 10.5281"';
    writeFileSync(ch4, ch4Lines.join('\n'));
    // A projection file: a first projected year outside its years, a sector row that is not a sector.
    const wam = path.join(dir, 'prognosis', '2019', 'wam', 'co2eq.yml');
    const wamLines = readFileSync(wam, 'utf8').split('\n');
    firstYearLine = wamLines.findIndex((l) => l.startsWith('projections_year:')) + 1;
    wamLines[firstYearLine - 1] = 'projections_year: 2050';
    lulucfLine = wamLines.findIndex((l) => l.startsWith('  lulucf\t')) + 1;
    wamLines[lulucfLine - 1] = (wamLines[lulucfLine - 1] as string).replace('  lulucf\t', '  forestry\t');
    writeFileSync(wam, wamLines.join('\n'));
    // A gas file outside a round folder.
    cpSync(path.join(dir, 'prognosis', '2019', 'wem'), path.join(dir, 'prognosis', 'wem'), { recursive: true });
    // A matrix row whose year is mistyped (the sector files are read once the sector index is sound).
    matrix = breakLine(
      dir,
      'sectors/lu_luc_f/land_use_matrix.yml',
      (l) => l.startsWith('  2023\tCropland\t'),
      (l) => l.replace('2023', '20x3'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('check-data prints file:line  message and exits 1', () => {
    const result = run('check-data', '--data-dir', dir);
    expect(result.status).toBe(1);
    expect(brokenLine).toBeGreaterThan(10);
    expect(result.stderr).toContain(`${path.join(dir, 'past', '2026', 'co2.yml')}:${brokenLine}  Invalid sector id\n`);
    expect(urlLine).toBeGreaterThan(3);
    expect(result.stderr).toContain(
      `${path.join(dir, 'past', '2025', 'ch4.yml')}:${urlLine}  Field source_url must be a web address (http or https)\n`,
    );
    const wam = path.join(dir, 'prognosis', '2019', 'wam', 'co2eq.yml');
    expect(firstYearLine).toBeGreaterThan(5);
    expect(result.stderr).toContain(`${wam}:${firstYearLine}  Field projections_year (2050) is not one of the years\n`);
    expect(lulucfLine).toBeGreaterThan(firstYearLine);
    expect(result.stderr).toContain(`${wam}:${lulucfLine}  Invalid sector id\n`);
    expect(result.stderr).toContain(
      `${path.join(dir, 'prognosis', 'wem', 'co2eq.yml')}:1  Projection gas files belong in a round folder: data/prognosis/<round>/<wem|wam>/<gas>.yml\n`,
    );
    // The newer activity files.
    expect(matrix.line).toBeGreaterThan(30);
    expect(result.stderr).toContain(
      `${matrix.file}:${matrix.line}  Matrix row 20x3 must start with a year and the land use it comes from\n`,
    );
  }, 30000);

  it('compile-data exits 1 and writes nothing', () => {
    const out = path.join(dir, 'generated');
    const result = run('compile-data', '--data-dir', dir, '--out-dir', out);
    expect(result.status).toBe(1);
    expect(existsSync(out)).toBe(false);
  }, 30000);

  it('compile-data on a valid folder writes JSON to the chosen output folder and exits 0', () => {
    const out = path.join(dir, 'generated-fixtures');
    const result = run('compile-data', '--data-dir', '__tests__/fixtures/data', '--out-dir', out);
    expect(result.status).toBe(0);
    const list = JSON.parse(readFileSync(path.join(out, 'et', 'projections', 'wem', 'gases.json'), 'utf8'));
    expect(list.map((g: { id: string }) => g.id)).toEqual(['co2eq', 'ch4']);
  }, 30000);
});

describe("check-data covers the sector index and every content section's index.json", () => {
  let dir = '';
  /** file → 1-based line that was broken. */
  const broken: Record<string, number> = {};
  const breakAndNote = (rel: string, find: (line: string) => boolean, edit: (line: string) => string) => {
    const { file, line } = breakLine(dir, rel, find, edit);
    broken[file] = line;
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-'));
    cpSync('data', dir, { recursive: true });
    // A JSON syntax error (a dropped comma after a tab id) in the first two sections, a missing file in the third.
    for (const section of ['projects', 'emission-factors']) {
      breakAndNote(
        `${section}/index.json`,
        (l) => /"id": "[^"]+",\s*$/.test(l),
        (l) => l.replace(/,\s*$/, ''),
      );
    }
    breakAndNote(
      'economic-indicators-ghg/index.json',
      (l) => /\.md"/.test(l),
      (l) => l.replace(/([\w-]+)\.md"/, 'no-such-text.md"'),
    );
    // An unknown note in the sector index.
    breakAndNote(
      'sectors/index.yml',
      (l) => /note: not_in_sources/.test(l),
      (l) => l.replace(/note: not_in_sources, missing: \{.*\} \}$/, 'note: maybe_later }'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names every problem at once as file:line  message', () => {
    const lines = checkDataLines(dir);
    const lineOf = (file: string) => lines.find((l) => l.startsWith(`${file}:`));
    expect(Object.keys(broken)).toHaveLength(4);
    for (const [file, line] of Object.entries(broken)) {
      // A dropped comma is noticed at the next token, on the following line.
      expect([file, lineOf(file)]).toEqual([
        file,
        expect.stringMatching(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(${line}|${line + 1})  \\S`)),
      ]);
    }
    expect(lineOf(path.join(dir, 'sectors', 'index.yml'))).toContain('Invalid note: maybe_later');
    expect(lineOf(path.join(dir, 'economic-indicators-ghg', 'index.json'))).toContain('no-such-text.md not found');
    expect(lines).toHaveLength(4);
  }, 30000);
});

describe('check-data covers the missing-dataset rule', () => {
  let dir = '';
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an item without its series that does not name the missing dataset: file, line and rule', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-'));
    cpSync('data', dir, { recursive: true });
    const { file, line } = breakLine(
      dir,
      'sectors/index.yml',
      (l) => l.includes('id: msw_composition'),
      (l) => l.replace(/, missing: \{.*\} \}$/, ' }'),
    );
    expect(checkDataLines(dir)).toContain(
      `${file}:${line}  Field missing (the dataset that would fill the item, { en, et }) is required with note not_in_sources`,
    );
  }, 30000);
});
