import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localisedCandidates, readLocalisedMarkdown } from '@/lib/compile/read-localised-file';

test('Estonian tries name_et.md first, then the English file', () => {
  expect(localisedCandidates('d/overview.md', 'et')).toEqual(['d/overview_et.md', 'd/overview.md']);
  expect(localisedCandidates('d/overview', 'en')).toEqual(['d/overview.md']);
});

describe('readLocalisedMarkdown on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'md-'));
  writeFileSync(path.join(dir, 'both.md'), 'English both');
  writeFileSync(path.join(dir, 'both_et.md'), 'Eesti mõlemad');
  writeFileSync(path.join(dir, 'only-en.md'), 'English only');

  test.each([
    ['both', 'et', 'Eesti mõlemad', 'both_et.md'],
    ['both', 'en', 'English both', 'both.md'],
    ['only-en', 'et', 'English only', 'only-en.md'],
  ])('%s in %s → %s', (name, locale, text, file) => {
    const found = readLocalisedMarkdown(path.join(dir, `${name}.md`), locale);
    expect(found).toEqual({ text, file: path.join(dir, file) });
  });

  test('no file at all → undefined', () => {
    expect(readLocalisedMarkdown(path.join(dir, 'missing.md'), 'et')).toBeUndefined();
  });
});
