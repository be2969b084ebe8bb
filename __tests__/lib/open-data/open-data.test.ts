import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Package } from 'datapackage';
import parseCsv from 'csv-parse/lib/sync';
import { withCompiledData } from '@/__tests__/lib/compile/support/compiled-data';
import { publishedOpenData } from '@/lib/open-data/collect';
import { openDataAddress } from '@/lib/open-data/files';

/**
 * The open data built from the real data: the package validates against the Data Package
 * specification (the Frictionless validator, `datapackage` on npm) and every CSV against its
 * resource's Table Schema; the done-when figures read with a plain CSV parser; every address in the
 * committed list docs/open-data-addresses.txt is still built.
 */
withCompiledData();

const dir = mkdtempSync(path.join(tmpdir(), 'open-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeFiles(files: readonly { path: string; text: string }[], into: string) {
  for (const f of files) {
    const file = path.join(into, f.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, f.text);
  }
}

type Row = Record<string, string>;
const parsed = new Map<string, Row[]>();
function rowsOf(file: string): Row[] {
  if (!parsed.has(file))
    parsed.set(file, parseCsv(publishedOpenData().files.find((f) => f.path === file)?.text ?? '', { columns: true }));
  return parsed.get(file)!;
}
/** The one value of the rows that match, rounded to one decimal as the done-when figures are given. */
function valueOf(file: string, match: Row): number {
  const found = rowsOf(file).filter((r) => Object.entries(match).every(([k, v]) => r[k] === v));
  expect(found).toHaveLength(1);
  return Math.round(Number(found[0]!.value) * 10) / 10;
}

test('the package is a valid tabular data package and every CSV matches its schema', async () => {
  writeFiles(publishedOpenData().files, dir);
  const pkg = await Package.load(path.join(dir, 'datapackage.json'));
  expect(pkg.errors.map(String)).toEqual([]);
  expect(pkg.valid).toBe(true);
  expect(pkg.resources.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const resource of pkg.resources) {
    const rows = await resource.read({ forceCast: true });
    for (const row of rows) if (row instanceof Error) problems.push(`${resource.name}: ${row.message}`);
    if (rows.length === 0) problems.push(`${resource.name}: no rows`);
  }
  expect(problems).toEqual([]);
}, 120_000);

test('the package lists every kind of dataset with licence, sources and citation', () => {
  const descriptor = JSON.parse(publishedOpenData().files[0]!.text);
  const names: string[] = descriptor.resources.map((r: { name: string }) => r.name);
  for (const name of ['inventory-submission-2026', 'inventory-submission-2025', 'inventory-submission-2020'])
    expect(names).toContain(name);
  expect(names).toEqual(
    expect.arrayContaining([
      'projections-round-2019',
      'projections-round-2025',
      'effort-sharing',
      'compare-emissions',
      'targets',
    ]),
  );
  expect(names.filter((n) => n.startsWith('activity-')).length).toBeGreaterThan(30);
  for (const r of descriptor.resources) {
    expect(r.licenses[0].title).toBeTruthy();
    expect(r.sources[0].title).toBeTruthy();
    expect(r.citation).toContain(r.path);
  }
  expect(descriptor.licenses.length).toBeGreaterThan(0);
});

test('the figures of the done-when list, read with a plain CSV parser', () => {
  const total2024 = { gas: 'co2eq', level: 'total', category_name: 'Total without LULUCF', year: '2024' };
  expect(valueOf('inventory/submission-2026.csv', total2024)).toBe(10240.6);
  expect(valueOf('inventory/latest.csv', total2024)).toBe(10240.6);
  const wem2030 = {
    scenario: 'WEM',
    gas: 'co2eq',
    level: 'total',
    category_name: 'Total without LULUCF',
    year: '2030',
  };
  expect(valueOf('projections/round-2019.csv', wem2030)).toBe(14812.6);
  // The 2025 round gives totals at points only (9337.25 kt in 2030, the NECPR extract), and is the newest.
  expect(valueOf('projections/round-2025.csv', wem2030)).toBe(9337.3);
  expect(valueOf('projections/latest.csv', wem2030)).toBe(9337.3);
  expect(rowsOf('projections/round-2025.csv').map((r) => r.year)).not.toContain('2031');
  expect(valueOf('effort-sharing.csv', { scenario: 'WEM', year: '2030' })).toBe(5076.3);
});

test('a notation key of the source is kept, never written as 0', () => {
  const matrix = rowsOf('activity/sectors/lu_luc_f/land_use_matrix.csv');
  const keyed = matrix.filter((r) => r.notation_key !== '');
  expect(keyed.length).toBeGreaterThan(0);
  expect(keyed.every((r) => r.value === '' && r.notation_key === 'NO')).toBe(true);
  // A year the inventory gives no number for has no row at all.
  const inventory = rowsOf('inventory/submission-2026.csv');
  expect(inventory.every((r) => r.value !== '' || r.notation_key !== '')).toBe(true);
});

test('every published address is still built (docs/open-data-addresses.txt)', () => {
  const published = readFileSync('docs/open-data-addresses.txt', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'));
  expect(published.length).toBeGreaterThan(10);
  const built = new Set(publishedOpenData().files.map((f) => openDataAddress(f.path)));
  expect(published.filter((address) => !built.has(address))).toEqual([]);
});
