import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README stays a five-minute read, and the README and the guides in docs/ point only at what
 * exists: a relative link names a file or folder of the repository (and, with #anchor, one of its
 * headings), and a repository path in `code` names one too. A file moved without its docs fails here.
 */
const ROOT = process.cwd();
const README_MAX_LINES = 150;

/** Top folders whose paths, written in `code`, must exist. */
const CHECKED_PATH = /^(?:app|components|lib|scripts|deploy|data|docs|messages|bench|__tests__)\/[^\s]*$/;
/** A placeholder or pattern rather than a path: `data/sources/<name>/`, `past/{submission}/…`, `*.bench.tsx`. */
const PATTERN = /[{}<>*…|]/;

interface Problem {
  line: number;
  target: string;
}

/** The markdown without its fenced code blocks (their lines kept empty, so line numbers stay). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set(
    proseLines(markdown).flatMap((line) => {
      const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
      return heading ? [slug(heading[1]!)] : [];
    }),
  );
}

/** Gitignored paths (`lib/compile/generated/`): written by a build, absent from a fresh clone. */
function ignoredPrefixes(): string[] {
  return readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim().replace(/^\//, ''))
    .filter((l) => l.includes('/') && !l.startsWith('#') && !PATTERN.test(l));
}

/** Relative links of `file` whose file or heading does not exist. */
function brokenLinks(file: string, markdown: string, exists: (p: string) => boolean, read: (p: string) => string) {
  const problems: Problem[] = [];
  proseLines(markdown).forEach((text, i) => {
    for (const [, rawTarget] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = rawTarget!;
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto: …
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const linked = pathPart === '' ? file : path.join(path.dirname(file), pathPart.split('?')[0]!);
      if (!exists(linked)) problems.push({ line: i + 1, target });
      else if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(read(linked)).has(anchor))
        problems.push({ line: i + 1, target });
    }
  });
  return problems;
}

/** Repository paths that do not exist: a whole `code` span of the prose, or a word of a fenced block. */
function missingPaths(markdown: string, exists: (p: string) => boolean, ignored: string[]) {
  const problems: Problem[] = [];
  const prose = proseLines(markdown);
  markdown.split('\n').forEach((text, i) => {
    const fenced = prose[i] !== text;
    const candidates = fenced ? text.split(/\s+/) : [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    for (const candidate of new Set(candidates)) {
      const target = candidate.replace(/[),.;:]+$/, '');
      if (!CHECKED_PATH.test(target) || PATTERN.test(target)) continue;
      if (ignored.some((prefix) => target.startsWith(prefix))) continue;
      if (!exists(target)) problems.push({ line: i + 1, target });
    }
  });
  return problems;
}

const onDisk = (p: string) => existsSync(path.join(ROOT, p));
const readRepo = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');
const docs = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('the checks themselves', () => {
  const files: Record<string, string> = {
    'docs/a.md': '# Adding a view\n\n## The `view` parameter\n',
    'README.md': '',
    'lib/views': '',
  };
  const exists = (p: string) => p.replace(/\/$/, '') in files;
  const read = (p: string) => files[p] ?? '';

  test.each([
    ['[ok](docs/a.md)', []],
    ['[gone](docs/b.md)', [{ line: 1, target: 'docs/b.md' }]],
    ['[heading](docs/a.md#the-view-parameter)', []],
    ['[no heading](docs/a.md#the-views)', [{ line: 1, target: 'docs/a.md#the-views' }]],
    ['[web](https://example.org/x.md) [mail](mailto:a@b.ee)', []],
    ['```\n[in a code block](docs/b.md)\n```', []],
    ['text\n\n[second line](lib/nothing/)', [{ line: 3, target: 'lib/nothing/' }]],
  ])('links in %j', (markdown, expected) => {
    expect(brokenLinks('README.md', markdown, exists, read)).toEqual(expected);
  });

  test('a link from docs/ is relative to docs/', () => {
    expect(brokenLinks('docs/a.md', '[readme](../README.md) [self](a.md)', exists, read)).toEqual([]);
    expect(brokenLinks('docs/a.md', '[wrong](docs/a.md)', exists, read)).toEqual([{ line: 1, target: 'docs/a.md' }]);
  });

  test.each([
    ['`lib/views/` holds one module per view.', []],
    ['The registry, `lib/views/registry.ts`.', [{ line: 1, target: 'lib/views/registry.ts' }]],
    ['```sh\nnpx jest __tests__/lib/gone.test.ts\n```', [{ line: 2, target: '__tests__/lib/gone.test.ts' }]],
    ['`data/sources/<name>/` and `data/past/{submission}/{gas}.yml`, `app/(bare)/*.bench.tsx`', []],
    ['`npm run build` writes `out/`; `lib/compile/generated/x.json` is gitignored', []],
    ['A message: `data/x.yml:3  Content file data/y.md not found`; prose lib/y.ts is not code', []],
  ])('paths in %j', (markdown, expected) => {
    expect(missingPaths(markdown, exists, ['lib/compile/generated/'])).toEqual(expected);
  });
});

describe('README.md and docs/', () => {
  test(`README.md has at most ${README_MAX_LINES} lines`, () => {
    expect(readRepo('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test.each(docs)('every relative link of %s exists', (file) => {
    expect(brokenLinks(file, readRepo(file), onDisk, readRepo)).toEqual([]);
  });

  test.each(docs)('every repository path in code of %s exists', (file) => {
    expect(missingPaths(readRepo(file), onDisk, ignoredPrefixes())).toEqual([]);
  });
});
