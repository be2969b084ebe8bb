import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newestSubmission } from '@/__tests__/e2e/support/newest';
import { gasFileName } from '@/lib/model/gas-file';

// The export under test (npm run build), as served to the browser tests.
const root = process.env.OUT_DIR ?? 'out';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the production export', () => {
  test('has no bench reference page (built only with BENCH_REFERENCE=1 by npm run bench)', () => {
    expect(existsSync(path.join(root, 'en', 'inventory', 'index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'reference'))).toBe(false);
    const pages = files(root).filter((f) => f.endsWith('.html') || f.endsWith('.txt'));
    expect(pages.filter((f) => /(^|\/)reference(\/|\.)/.test(path.relative(root, f)))).toEqual([]);
    expect(readFileSync(path.join(root, 'sitemap.xml'), 'utf8')).not.toContain('/reference/');
  });

  test('every page with the framework scripts loads them after the first paint', () => {
    const pages = files(root).filter((f) => f.endsWith('.html'));
    const withLoader = pages.filter((f) => readFileSync(f, 'utf8').includes('data-hydrate="after-paint"'));
    expect(withLoader.length).toBeGreaterThan(100);
    const early = pages.filter((f) =>
      /<script src="[^"]*\/_next\/static\/[^"]*"(?![^>]*noModule)[^>]*>/.test(readFileSync(f, 'utf8')),
    );
    expect(early).toEqual([]);
  });

  test('no browser chunk holds the bilingual catalogue: the names of a locale come with its compiled JSON', () => {
    const chunks = files(path.join(root, '_next', 'static')).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    // Estonian names of a sector, a category and a sub-category, which only the catalogue spells in code
    for (const name of ['Energeetika', 'Energiatööstus', 'Avalik elektri- ja soojatootmine']) {
      expect(chunks.filter((f) => readFileSync(f, 'utf8').includes(name)).map((f) => path.relative(root, f))).toEqual(
        [],
      );
    }
    // … and the names do reach the browser, in the JSON of the locale
    const file = gasFileName({ period: 'inventory', submission: newestSubmission().id }, 'co2eq');
    expect(readFileSync(path.join(root, 'data', 'et', file), 'utf8')).toContain('"name":"Energeetika"');
    expect(readFileSync(path.join(root, 'data', 'en', file), 'utf8')).toContain('"name":"Energy"');
  });
});
