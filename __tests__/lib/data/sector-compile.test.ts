import { compileSectors } from '@/lib/data/compile-sectors';
import { validateSectorIndex } from '@/lib/data/sector-index';
import { compileDataDir } from '@/lib/data/run-compile';
import type { DataFile, SectorItemPage, SectorNav } from '@/lib/data/types';

const INDEX = `sectors:
  - id: overview
    title: { en: Overview, et: Ülevaade }
    inventory:
      - { id: overview_tab, title: { en: Shares, et: Osakaalud } }
  - id: waste
    title: { en: Waste, et: Jäätmed }
    inventory:
      - { id: intro, title: { en: Intro, et: Sissejuhatus }, file: waste/intro.md, data: waste/a.yml }
      - { id: only_en, title: { en: Only English }, file: waste/only_en.md, note: not_in_sources }
    prognosis:
      - { id: intro, title: { en: Intro, et: Sissejuhatus }, file: waste/intro.md, note: no_projections }
`;
const A = 'id: a\ntitle: { en: A, et: A-et }\ntype: barChart\nrows: |\n  Name\t2017\t2018\n  Landfill (5.A)\t10\t12.5\n';

function set(files: Record<string, string>, index = INDEX) {
  const map = new Map<string, DataFile>(Object.entries(files).map(([rel, text]) => [rel, { file: `data/sectors/${rel}`, text }]));
  return { root: 'data/sectors', index: { file: 'data/sectors/index.yml', text: index }, files: map };
}
const good = {
  'waste/a.yml': A,
  'waste/intro.md': 'Landfills: **{{value|waste/a.yml|5.A|last}}** kt in {{last|waste/a.yml}}.',
  'waste/intro_et.md': 'Prügilad: {{value|waste/a.yml|5.A|last}} kt.',
  'waste/only_en.md': 'English text <script>alert(1)</script>',
};

test('compiles navigation per locale and periods, skipping sectors without items', () => {
  const out = compileSectors(set(good));
  expect(out.issues).toEqual([]);
  const nav = out.documents['et/sectors/index.json'] as SectorNav[];
  expect(nav.map((s) => [s.id, s.title, s.inventory.map((i) => i.id), s.projections.map((i) => i.id)])).toEqual([
    ['overview', 'Ülevaade', ['overview_tab'], []],
    ['waste', 'Jäätmed', ['intro', 'only_en'], ['intro']],
  ]);
});

test('Estonian text comes from name_et.md, with figures in Estonian format; English is the fallback', () => {
  const out = compileSectors(set(good));
  const et = out.documents['et/sectors/inventory/waste/intro.json'] as SectorItemPage;
  expect(et.html).toBe('<p>Prügilad: 12,5 kt.</p>');
  expect(et.activity?.title).toBe('A-et');
  const en = out.documents['en/sectors/inventory/waste/intro.json'] as SectorItemPage;
  expect(en.html).toBe('<p>Landfills: <strong>12.5</strong> kt in 2018.</p>');
  const fallback = out.documents['et/sectors/inventory/waste/only_en.json'] as SectorItemPage;
  expect(fallback.html).toMatch(/^<p>English text /);
  expect(fallback.html).not.toMatch(/<script/i);
  expect(fallback.title).toBe('Only English');
  expect(fallback.note).toBe('not_in_sources');
  const projection = out.documents['en/sectors/projections/waste/intro.json'] as SectorItemPage;
  expect(projection.note).toBe('no_projections');
});

test('missing files, bad activity files and bad placeholders are all reported in one run', () => {
  const out = compileSectors(set({ 'waste/a.yml': A.replace('12.5', '12,5'), 'waste/intro.md': 'x\n{{value|waste/b.yml|5.A|last}}' }));
  expect(out.issues.map((i) => [i.file, i.line, i.message])).toEqual([
    ['data/sectors/waste/a.yml', 6, 'Invalid character "," found in a table cell.'],
    ['data/sectors/waste/intro.md', 2, 'Unknown data file waste/b.yml in placeholder'],
    ['data/sectors/index.yml', undefined, 'File data/sectors/waste/only_en.md not found'],
  ]);
});

describe('validateSectorIndex', () => {
  test.each([
    ['a title split by an unquoted comma', INDEX.replace('{ en: Waste, et: Jäätmed }', '{ en: Land use, forestry, et: Maa }'), 6, 'Field title is missing from i.yml'],
    ['an invalid note', INDEX.replace('note: not_in_sources', 'note: later'), 10, 'Invalid note: later'],
    ['a duplicate item id', INDEX.replace('id: only_en', 'id: intro'), 10, 'Duplicate item id: intro'],
    ['a non-markdown text file', INDEX.replace('waste/only_en.md', 'waste/only_en.txt'), 10, 'Unknown file format'],
  ])('%s is reported with its line', (_name, text, line, message) => {
    const result = validateSectorIndex(text, 'i.yml');
    expect(!result.ok && result.issues.map((i) => [i.line, i.message])).toEqual([[line, message]]);
  });
});

test('the real data/ compiles with zero issues, every item in both locales', () => {
  const out = compileDataDir('data');
  expect(out.issues).toEqual([]);
  for (const locale of ['en', 'et']) {
    const nav = out.documents[`${locale}/sectors/index.json`] as SectorNav[];
    expect(nav.map((s) => s.id)).toEqual(['overview', 'introduction', 'ets_esr', 'energy', 'transport', 'ippu', 'agriculture', 'lu_luc_f', 'waste']);
    for (const s of nav) {
      for (const period of ['inventory', 'projections'] as const) {
        for (const item of s[period]) {
          const page = out.documents[`${locale}/sectors/${period}/${s.id}/${item.id}.json`] as SectorItemPage;
          expect(page.title).toBe(item.title);
          if (item.id !== 'overview_tab') expect(page.html).toMatch(/<p>/);
          expect(page.html ?? '').not.toMatch(/\{\{/);
        }
      }
    }
  }
});
