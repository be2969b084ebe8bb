import { load } from 'js-yaml';
import { buildHeadlineTable } from '@/lib/import/projections/headline-tables';
import type { HeadlineRecord } from '@/lib/import/projections/headlines';

const record = (title: string, url: string): HeadlineRecord => ({
  kind: 'projection',
  year: '2030',
  scenario: 'WEM',
  scope: 'transport',
  value: '-12',
  unit: '% change',
  base: '2021',
  source_title: title,
  source_url: url,
  published: '2024-02',
  quote: 'q',
});
const SPEC = { file: 'x.yml', id: 'x', title: { en: 'X', et: 'X', ru: 'X' }, keep: () => true };

test('a source title stays in its own language; another language’s page names the publisher and the article’s language', () => {
  const text = buildHeadlineTable(
    SPEC,
    [
      record('Estonia falling behind pace (ERR News)', 'https://news.err.ee/1'),
      record('Kliimaseaduse ideed (ERR)', 'https://www.err.ee/2'),
    ],
    { en: 'S', et: 'S' },
  );
  const { translations } = load(text.slice(0, text.indexOf('rows: |'))) as {
    translations: Record<'et' | 'ru', Record<string, string>>;
  };
  expect(translations.et['Estonia falling behind pace (ERR News)']).toBe('ERR News (ingliskeelne artikkel)');
  expect(translations.ru['Estonia falling behind pace (ERR News)']).toBe('ERR News (статья на английском языке)');
  expect(translations.et['Kliimaseaduse ideed (ERR)']).toBeUndefined();
  expect(translations.ru['Kliimaseaduse ideed (ERR)']).toBe('ERR (статья на эстонском языке)');
  expect(text).toContain('\tEstonia falling behind pace (ERR News)\n');
});
