import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileDataDir } from '@/lib/compile/run-compile';
import { writeGenerated } from '@/lib/compile/write-generated';

/**
 * Compiles the real data into a temporary folder before the file's tests and points the loaders
 * at it (GENERATED_DATA_DIR), so tests of code that reads compiled data need no earlier build.
 */
export function withCompiledData(): void {
  const out = mkdtempSync(path.join(tmpdir(), 'compiled-data-'));
  beforeAll(() => {
    process.env.GENERATED_DATA_DIR = out;
    const { issues, documents } = compileDataDir('data');
    expect(issues).toEqual([]);
    writeGenerated(out, documents);
  });
  afterAll(() => {
    delete process.env.GENERATED_DATA_DIR;
    rmSync(out, { recursive: true, force: true });
  });
}
