import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportWithoutCompileHints, withoutCompileHint } from '@/lib/tools/bench/compile-hints';
import { withCompileHint } from '@/lib/tools/build-steps/compile-hints';

test('taking the hint out gives back the script as built', () => {
  const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1]);';
  expect(withoutCompileHint(withCompileHint(source))).toBe(source);
  expect(withoutCompileHint(source)).toBe(source);
  expect(withoutCompileHint('//# allFunctionsCalledOnLoadX\nx')).toBe('//# allFunctionsCalledOnLoadX\nx');
});

test('the comparison copy has no hints and leaves the export itself alone', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  const chunks = path.join(root, '_next', 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  writeFileSync(path.join(chunks, 'a.js'), withCompileHint('a()'));
  writeFileSync(path.join(chunks, 'b.js'), 'b()');
  writeFileSync(path.join(root, 'index.html'), '<p>x</p>');
  const { dir, stripped } = exportWithoutCompileHints(root);
  try {
    expect(stripped).toBe(1);
    expect(readFileSync(path.join(dir, '_next', 'static', 'chunks', 'a.js'), 'utf8')).toBe('a()');
    expect(readFileSync(path.join(dir, '_next', 'static', 'chunks', 'b.js'), 'utf8')).toBe('b()');
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<p>x</p>');
    expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(withCompileHint('a()'));
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});
