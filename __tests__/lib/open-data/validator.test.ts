import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Package } from 'datapackage';
import { buildOpenDataFiles } from '@/lib/open-data/files';
import { INPUT } from '@/__tests__/lib/open-data/fixture';

/**
 * The validator used on the real package (open-data.test.ts) accepts a small package built the same
 * way, a round of points (a few years) included, and rejects a broken descriptor and broken CSV.
 */
const root = mkdtempSync(path.join(tmpdir(), 'open-data-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function problems(edit: (files: Map<string, string>) => void = () => {}): Promise<string[]> {
  const files = new Map(buildOpenDataFiles(INPUT, 'https://example.org').files.map((f) => [f.path, f.text]));
  edit(files);
  const dir = mkdtempSync(path.join(root, 'p-'));
  for (const [name, text] of files) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const pkg = await Package.load(path.join(dir, 'datapackage.json'));
  if (!pkg.valid) return pkg.errors.map((e) => `descriptor: ${e.message}`);
  const found: string[] = [];
  for (const resource of pkg.resources) {
    try {
      for (const row of await resource.read({ forceCast: true }))
        if (row instanceof Error) found.push(`${resource.name}: ${row.message}`);
    } catch (error) {
      found.push(`${resource.name}: ${(error as Error).message}`);
    }
  }
  return found;
}

test('a package built from a submission, a round of points and an activity file is valid', async () => {
  expect(await problems()).toEqual([]);
  const files = buildOpenDataFiles(INPUT, 'https://example.org').files.map((f) => f.path);
  expect(files).toEqual([
    'datapackage.json',
    'inventory/submission-2026.csv',
    'inventory/latest.csv',
    'projections/round-2025.csv',
    'projections/latest.csv',
    'activity/sectors/transport/projections_wem.csv',
  ]);
});

test('a descriptor without a resource path is rejected', async () => {
  const found = await problems((files) => {
    const descriptor = JSON.parse(files.get('datapackage.json')!);
    delete descriptor.resources[0].path;
    files.set('datapackage.json', JSON.stringify(descriptor));
  });
  expect(found.join('\n')).toMatch(/Resource "inventory-submission-2026" validation error/);
});

test('a value that is not a number, an unknown notation key and a renamed column are rejected', async () => {
  const csv = 'inventory/submission-2026.csv';
  const notNumber = await problems((f) => f.set(csv, f.get(csv)!.replace(',10.25,', ',ten,')));
  expect(notNumber.join('\n')).toMatch(/inventory-submission-2026/);
  const badKey = await problems((f) => f.set(csv, f.get(csv)!.replace(/,\r\n/, ',ZZ\r\n')));
  expect(badKey.join('\n')).toMatch(/inventory-submission-2026/);
  const renamed = await problems((f) => f.set(csv, f.get(csv)!.replace('category_name', 'name')));
  expect(renamed.join('\n')).toMatch(/inventory-submission-2026/);
});
