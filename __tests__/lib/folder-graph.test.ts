import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * lib/ is arranged by when code runs: the model at the bottom, then the compiler, the importers and
 * the browser-side libraries; the tooling on the side. This keeps it so: no cycle between folders,
 * the model imports no other folder, nothing outside the tooling imports the tooling, and lib/
 * never imports components/ or app/.
 */
const LIB = path.join(process.cwd(), 'lib');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The folder of lib/ a file belongs to: `model`, `compile`, …, `tools` (its sub-folders count as one). */
const folderOf = (file: string) => path.relative(LIB, file).split(path.sep)[0]!;

/** Repo-relative target of a specifier, or undefined for packages. */
function target(file: string, spec: string): string | undefined {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.relative(process.cwd(), path.resolve(path.dirname(file), spec));
  return undefined;
}

const edges = new Map<string, Set<string>>();
const outside: string[] = [];
for (const file of sourceFiles(LIB)) {
  const from = folderOf(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const to = target(file, spec!);
    if (!to) continue;
    if (/^(components|app)\//.test(to)) outside.push(`${path.relative(process.cwd(), file)} → ${to}`);
    if (!to.startsWith('lib/')) continue;
    const folder = to.split('/')[1]!;
    if (folder !== from) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(folder);
  }
}

function cycles(): string[][] {
  const found: string[][] = [];
  const visit = (node: string, trail: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return found;
}

test('lib/ never imports components/ or app/', () => {
  expect(outside).toEqual([]);
});

test('no cycle between the folders of lib/', () => {
  expect(edges.size).toBeGreaterThan(3);
  expect(cycles().map((c) => c.join(' → '))).toEqual([]);
});

test('the model imports no other folder; only the tooling imports the tooling', () => {
  expect([...(edges.get('model') ?? [])]).toEqual([]);
  const toTools = [...edges].filter(([from, to]) => from !== 'tools' && to.has('tools')).map(([from]) => from);
  expect(toTools).toEqual([]);
});
