import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * lib/ is arranged by when code runs: the model at the bottom, then the compiler, the importers and
 * the browser-side libraries; the tooling on the side. This keeps it so: no cycle between folders,
 * the model imports no other folder, nothing outside the tooling imports the tooling, and lib/
 * never imports components/ or app/.
 *
 * components/ is arranged by feature (chart page, embed, pie, activity charts, content, …) over one
 * folder of shared low-level pieces: no cycle between the feature folders, the shared pieces import
 * no feature (only the island strings of i18n/, which import no other folder), each folder keeps its
 * CSS modules to itself and stays under 21 files; so does each folder of lib/, counting its own files.
 *
 * And across app/, components/, lib/ and scripts/, no cycle between files through the imports that
 * run (type-only imports leave no trace in the built code, so they may go both ways).
 */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Repo-relative target of a specifier, or undefined for packages. */
function target(file: string, spec: string): string | undefined {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.relative(process.cwd(), path.resolve(path.dirname(file), spec));
  return undefined;
}

/** Every import between files under `top` (`lib` or `components`), as repo-relative paths. */
function imports(top: string): Array<{ file: string; to: string }> {
  return sourceFiles(path.join(process.cwd(), top)).flatMap((full) => {
    const file = path.relative(process.cwd(), full);
    return [...readFileSync(full, 'utf8').matchAll(SPECIFIER)].flatMap(([, spec]) => {
      const to = target(full, spec!);
      return to ? [{ file, to }] : [];
    });
  });
}

/** The folder a path belongs to under its top folder: `lib/model/x.ts` → `model` (sub-folders count as one). */
const folderOf = (p: string) => p.split('/')[1]!;

/** Folder → folders it imports, for the imports that stay under `top`. */
function folderEdges(top: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { file, to } of imports(top)) {
    if (!to.startsWith(`${top}/`)) continue;
    const [from, into] = [folderOf(file), folderOf(to)];
    if (into !== from) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(into);
  }
  return edges;
}

function cycles(edges: Map<string, Set<string>>): string[] {
  const found: string[][] = [];
  const visit = (node: string, trail: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return [...new Set(found.map((c) => c.join(' → ')))];
}

const libEdges = folderEdges('lib');
const componentEdges = folderEdges('components');

test('lib/ never imports components/ or app/', () => {
  const outside = imports('lib').filter(({ to }) => /^(components|app)\//.test(to));
  expect(outside.map(({ file, to }) => `${file} → ${to}`)).toEqual([]);
});

test('no cycle between the folders of lib/', () => {
  expect(libEdges.size).toBeGreaterThan(3);
  expect(cycles(libEdges)).toEqual([]);
});

test('the model imports no other folder; only the tooling imports the tooling', () => {
  expect([...(libEdges.get('model') ?? [])]).toEqual([]);
  const toTools = [...libEdges].filter(([from, to]) => from !== 'tools' && to.has('tools')).map(([from]) => from);
  expect(toTools).toEqual([]);
});

test('no cycle between the folders of components/', () => {
  expect(componentEdges.size).toBeGreaterThan(3);
  expect(cycles(componentEdges)).toEqual([]);
});

test('the shared pieces of components/ import no feature folder; i18n imports no other folder', () => {
  expect(componentEdges.get('shared')).toBeDefined();
  expect([...(componentEdges.get('shared') ?? [])].filter((to) => to !== 'i18n')).toEqual([]);
  expect([...(componentEdges.get('i18n') ?? [])]).toEqual([]);
});

test('a CSS module of components/ is imported only from its own folder', () => {
  const foreign = imports('components').filter(
    ({ file, to }) => to.startsWith('components/') && to.endsWith('.css') && folderOf(to) !== folderOf(file),
  );
  expect(foreign.map(({ file, to }) => `${file} → ${to}`)).toEqual([]);
});

/** Every folder under `dir` (the compiled data's excepted), with `dir` itself. */
function foldersUnder(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'generated')
      .flatMap((e) => foldersUnder(path.join(dir, e.name))),
  ];
}

test('each folder of components/ holds at most 20 files', () => {
  const root = path.join(process.cwd(), 'components');
  const crowded = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => [e.name, readdirSync(path.join(root, e.name), { recursive: true }).length] as const)
    .filter(([, count]) => count > 20);
  expect(crowded).toEqual([]);
});

test('each folder of lib/ holds at most 20 files of its own (a larger one is split by role into sub-folders)', () => {
  const folders = foldersUnder(path.join(process.cwd(), 'lib'));
  expect(folders.length).toBeGreaterThan(20);
  const crowded = folders
    .map((dir) => [path.relative(process.cwd(), dir), readdirSync(dir, { withFileTypes: true })] as const)
    .map(([dir, entries]) => [dir, entries.filter((e) => e.isFile()).length] as const)
    .filter(([, count]) => count > 20);
  expect(crowded).toEqual([]);
});

/** The imports of a file that run: its type-only imports and exports left out. */
const runImports = (text: string) => text.replace(/\b(?:import|export)\s+type\b[^;]*;/g, '');

/** Source file → the source files it imports (values), across `tops`. */
function fileEdges(tops: string[]): Map<string, string[]> {
  const files = tops.flatMap((top) => sourceFiles(path.join(process.cwd(), top)));
  const known = new Set(files.map((f) => path.relative(process.cwd(), f)));
  const resolve = (to: string) =>
    ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((e) => to + e).find((f) => known.has(f));
  return new Map(
    files.map((full) => {
      const targets = [...runImports(readFileSync(full, 'utf8')).matchAll(SPECIFIER)].flatMap(([, spec]) => {
        const to = target(full, spec!);
        const file = to === undefined ? undefined : resolve(to);
        return file ? [file] : [];
      });
      return [path.relative(process.cwd(), full), targets];
    }),
  );
}

/** The groups of two or more nodes that reach one another (Tarjan's strongly connected components). */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || (edges.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

test('the cycle finder finds a cycle and nothing else', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c', 'd']],
    ['c', ['a']],
    ['d', ['e']],
    ['e', []],
    ['f', ['f']],
  ]);
  expect(stronglyConnected(graph)).toEqual([['a', 'b', 'c'], ['f']]);
  expect(runImports("import type { A } from '@/lib/a';\nimport { b } from '@/lib/b';")).not.toContain('lib/a');
});

test('no import cycle between the files of app/, components/, lib/ and scripts/', () => {
  const edges = fileEdges(['app', 'components', 'lib', 'scripts']);
  expect(edges.size).toBeGreaterThan(300);
  expect([...edges.values()].flat().length).toBeGreaterThan(1000);
  expect(stronglyConnected(edges)).toEqual([]);
});
