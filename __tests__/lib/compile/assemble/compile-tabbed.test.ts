import { compileTabbed } from '@/lib/compile/assemble/compile-tabbed';
import type { FolderFiles } from '@/lib/compile/read/read-tabbed';
import { compileDataDir } from '@/lib/compile/run-compile';
import type { DataFile } from '@/lib/model/data-file';
import type { TabbedSection } from '@/lib/model/tabbed-sections';
import { validateSectorIndex } from '@/lib/compile/validate/validate-sector-index';

const INDEX = `sectors:
  - id: overview
    title: { en: Overview, et: Ülevaade }
    inventory:
      - { id: overview_tab, title: { en: Shares, et: Osakaalud } }
  - id: waste
    title: { en: Waste, et: Jäätmed }
    inventory:
      - { id: intro, title: { en: Intro, et: Sissejuhatus }, file: waste/intro.md, data: waste/a.yml }
      - { id: only_en, title: { en: Only English }, file: waste/only_en.md, note: not_in_sources, missing: { en: "a survey", et: "uuring" } }
    prognosis:
      - { id: intro, title: { en: Intro, et: Sissejuhatus }, file: waste/intro.md, note: no_projections, missing: { en: "a projection", et: "prognoos" } }
`;
const A =
  'id: a\ntitle: { en: A, et: A-et }\ntype: barChart\nrows: |\n  Name\t2017\t2018\n  Landfill (5.A)\t10\t12.5\n';
const CONTENT_INDEX = JSON.stringify(
  {
    tabs: [
      {
        id: 'one',
        title: { en: 'One', et: 'Üks' },
        items: [
          { id: 'text', title: { en: 'Text', et: 'Tekst' }, file: ['text.md', 'chart.yml'] },
          { id: 'odd', title: { en: 'Odd', et: 'Veider' }, file: 'odd.yml' },
        ],
      },
    ],
  },
  null,
  2,
);

function folder(
  root: string,
  indexName: string,
  index: string | undefined,
  files: Record<string, string>,
): FolderFiles {
  const map = new Map<string, DataFile>(
    Object.entries(files).map(([rel, text]) => [rel, { file: `${root}/${rel}`, text }]),
  );
  return { root, files: map, ...(index === undefined ? {} : { index: { file: `${root}/${indexName}`, text: index } }) };
}
const sectors = (files: Record<string, string>, index = INDEX) => ({
  sectors: folder('data/sectors', 'index.yml', index, files),
  content: {},
  pages: {},
});
const good = {
  'waste/a.yml': A,
  'waste/intro.md': 'Landfills: **{{value|waste/a.yml|5.A|last}}** kt in {{last|waste/a.yml}}.',
  'waste/intro_et.md': 'Prügilad: {{value|waste/a.yml|5.A|last}} kt.',
  'waste/only_en.md': 'English text <script>alert(1)</script>',
};
const section = (out: ReturnType<typeof compileTabbed>, key: string) => out.documents[key] as TabbedSection;

test('the sector index compiles into one section per period, skipping sectors without items there', () => {
  const out = compileTabbed(sectors(good));
  expect(out.issues).toEqual([]);
  const inventory = section(out, 'et/tabbed/inventory.json');
  expect(inventory.tabs.map((t) => [t.id, t.title, t.items.map((i) => i.id)])).toEqual([
    ['overview', 'Ülevaade', ['overview_tab']],
    ['waste', 'Jäätmed', ['intro', 'only_en']],
  ]);
  expect(inventory.tabs[0]?.items[0]?.blocks).toEqual([{ kind: 'pie' }]);
  expect(section(out, 'en/tabbed/projections.json').tabs.map((t) => t.id)).toEqual(['waste']);
});

test('Estonian text comes from name_et.md, with figures in Estonian format; English is the fallback', () => {
  const out = compileTabbed(sectors(good));
  const [intro, onlyEn] = section(out, 'et/tabbed/inventory.json').tabs[1]?.items ?? [];
  expect(intro?.blocks.map((b) => b.kind)).toEqual(['markdown', 'activity']);
  expect(intro?.blocks[0]).toEqual({
    kind: 'markdown',
    file: 'data/sectors/waste/intro_et.md',
    html: '<p>Prügilad: 12,5\u00a0kt.</p>',
  });
  expect(intro?.blocks[1]?.kind === 'activity' && intro.blocks[1].data.title).toBe('A-et');
  const en = section(out, 'en/tabbed/inventory.json').tabs[1]?.items[0]?.blocks[0];
  expect(en?.kind === 'markdown' && en.html).toBe('<p>Landfills: <strong>12.5</strong> kt in 2018.</p>');
  // A Russian page without a Russian text shows the English one, figures and their words in English too.
  expect(section(out, 'ru/tabbed/inventory.json').tabs[1]?.items[0]?.blocks[0]).toEqual({
    kind: 'markdown',
    file: 'data/sectors/waste/intro.md',
    html: '<p>Landfills: <strong>12.5</strong> kt in 2018.</p>',
    lang: 'en',
  });
  const html = onlyEn?.blocks[0]?.kind === 'markdown' ? onlyEn.blocks[0].html : '';
  expect(html).toMatch(/^<p>English text /);
  expect(html).not.toMatch(/<script/i);
  expect([onlyEn?.title, onlyEn?.note, onlyEn?.missing]).toEqual(['Only English', 'not_in_sources', 'uuring']);
  expect(section(out, 'en/tabbed/projections.json').tabs[0]?.items[0]?.note).toBe('no_projections');
});

test('sector pages: missing files, bad activity files and bad placeholders are all reported in one run', () => {
  const out = compileTabbed(
    sectors({ 'waste/a.yml': A.replace('12.5', '12,5'), 'waste/intro.md': 'x\n{{value|waste/b.yml|5.A|last}}' }),
  );
  expect(out.issues.map((i) => [i.file, i.line, i.message])).toEqual([
    ['data/sectors/waste/a.yml', 6, 'Invalid character "," found in a table cell.'],
    ['data/sectors/waste/intro.md', 2, 'Unknown data file waste/b.yml in placeholder'],
    ['data/sectors/index.yml', 10, 'Content file data/sectors/waste/only_en.md not found'],
  ]);
});

describe('content sections', () => {
  const content = (files: Record<string, string>, index: string | null = CONTENT_INDEX) => ({
    content: { projects: folder('d', 'index.json', index ?? undefined, files) },
    pages: {},
  });

  test('localised titles, Estonian markdown first, charts and unknown types', () => {
    const out = compileTabbed(
      content({ 'text.md': 'English', 'text_et.md': 'Eesti', 'chart.yml': A, 'odd.yml': 'type: pieChart\n' }),
    );
    expect(out.issues).toEqual([]);
    const et = section(out, 'et/tabbed/projects.json');
    expect(et.tabs[0]?.title).toBe('Üks');
    expect(et.tabs[0]?.items.map((i) => i.title)).toEqual(['Tekst', 'Veider']);
    expect(CONTENT_INDEX.split('\n')[16]).toContain('"text.md"');
    expect(et.tabs[0]?.items[0]?.blocks.map((b) => [b.kind, 'file' in b ? b.file : ''])).toEqual([
      ['markdown', 'd/text_et.md'],
      ['activity', 'd/chart.yml'],
    ]);
    expect(section(out, 'en/tabbed/projects.json').tabs[0]?.items[0]?.blocks[0]).toEqual({
      kind: 'markdown',
      file: 'd/text.md',
      html: '<p>English</p>',
    });
    expect(et.tabs[0]?.items[1]?.blocks).toEqual([{ kind: 'unknown', file: 'd/odd.yml', type: 'pieChart' }]);
  });

  test('Russian: the Russian text where written, else the English one marked as English; titles fall back to English', () => {
    const out = compileTabbed(content({ 'text.md': 'English', 'text_et.md': 'Eesti', 'chart.yml': A, 'odd.yml': 'x' }));
    const ru = section(out, 'ru/tabbed/projects.json');
    expect(ru.tabs[0]?.title).toBe('One');
    expect(ru.tabs[0]?.items[0]?.blocks[0]).toEqual({
      kind: 'markdown',
      file: 'd/text.md',
      html: '<p>English</p>',
      lang: 'en',
    });
    const translated = compileTabbed(content({ 'text.md': 'English', 'text_ru.md': 'Русский', 'chart.yml': A }));
    expect(section(translated, 'ru/tabbed/projects.json').tabs[0]?.items[0]?.blocks[0]).toEqual({
      kind: 'markdown',
      file: 'd/text_ru.md',
      html: '<p>Русский</p>',
    });
  });

  test('reports a missing index, missing content files (at the item line) and broken activity files', () => {
    expect(compileTabbed(content({}, null)).issues).toEqual([
      { file: 'd/index.json', path: '', message: 'Index file d/index.json not found' },
    ]);
    const out = compileTabbed(content({ 'chart.yml': A.replace('12.5', '12,5'), 'odd.yml': 'type: x' }));
    expect(out.issues.map((i) => [i.file, i.line, i.message])).toEqual([
      ['d/chart.yml', 6, 'Invalid character "," found in a table cell.'],
      // The file list of the item "text" is on line 17 of the pretty-printed index.
      ['d/index.json', 17, 'Content file d/text.md not found'],
    ]);
  });

  test('a JSON syntax error in the index is reported with its line and nothing is compiled', () => {
    const out = compileTabbed(content({}, CONTENT_INDEX.replace('"odd",', '"odd"')));
    // The missing comma is noticed at the next key, on the line after the item's id.
    const idLine = CONTENT_INDEX.split('\n').findIndex((l) => l.includes('"odd"')) + 1;
    expect(idLine).toBeGreaterThan(10);
    expect(out.issues.map((i) => [i.file, i.line])).toEqual([['d/index.json', idLine + 1]]);
    expect(out.documents).toEqual({});
  });
});

describe('validateSectorIndex', () => {
  test.each([
    [
      'a title split by an unquoted comma',
      INDEX.replace('{ en: Waste, et: Jäätmed }', '{ en: Land use, forestry, et: Maa }'),
      6,
      'Field title is missing from i.yml',
    ],
    [
      'an invalid note',
      INDEX.replace('note: not_in_sources, missing: { en: "a survey", et: "uuring" }', 'note: later'),
      10,
      'Invalid note: later',
    ],
    ['a duplicate item id', INDEX.replace('id: only_en', 'id: intro'), 10, 'Duplicate item id: intro'],
    ['a non-markdown text file', INDEX.replace('waste/only_en.md', 'waste/only_en.txt'), 10, 'Unknown file format'],
    [
      'an item without its series that does not name the missing dataset',
      INDEX.replace(', missing: { en: "a survey", et: "uuring" }', ''),
      10,
      'Field missing (the dataset that would fill the item, { en, et }) is required with note not_in_sources',
    ],
    [
      'a missing dataset in English only',
      INDEX.replace('missing: { en: "a survey", et: "uuring" }', 'missing: { en: "a survey" }'),
      10,
      'Field missing (the dataset that would fill the item, { en, et }) is required with note not_in_sources',
    ],
    [
      'a prognosis item without its projection that does not name the missing dataset',
      INDEX.replace(', missing: { en: "a projection", et: "prognoos" }', ''),
      12,
      'Field missing (the dataset that would fill the item, { en, et }) is required with note no_projections',
    ],
    [
      'a missing dataset on an item that has its series',
      INDEX.replace('data: waste/a.yml }', 'data: waste/a.yml, missing: { en: x, et: y } }'),
      9,
      'Field missing is only for items with note not_in_sources or no_projections',
    ],
    [
      'a data list with a path out of the folder',
      INDEX.replace('data: waste/a.yml', 'data: [waste/a.yml, ../b.yml]'),
      9,
      'Invalid path in data',
    ],
    ['an empty data list', INDEX.replace('data: waste/a.yml', 'data: []'), 9, 'Invalid path in data'],
  ])('%s is reported with its line', (_name, text, line, message) => {
    const result = validateSectorIndex(text, 'i.yml');
    expect(!result.ok && result.issues.map((i) => [i.line, i.message])).toEqual([[line, message]]);
  });
});

test('an item may show several activity files after its text, in order', () => {
  const out = compileTabbed(
    sectors(
      { ...good, 'waste/b.yml': A.replace('id: a', 'id: b') },
      INDEX.replace('data: waste/a.yml', 'data: [waste/a.yml, waste/b.yml]'),
    ),
  );
  expect(out.issues).toEqual([]);
  const intro = section(out, 'en/tabbed/inventory.json').tabs[1]?.items[0];
  expect(intro?.blocks.map((b) => ('file' in b ? b.file : b.kind))).toEqual([
    'data/sectors/waste/intro.md',
    'data/sectors/waste/a.yml',
    'data/sectors/waste/b.yml',
  ]);
});

test('the real data/: at most 16 sector items lack their series, and each names the dataset in both languages', () => {
  const out = compileDataDir('data');
  const lacking = (locale: string) =>
    ['inventory', 'projections'].flatMap((period) =>
      section(out, `${locale}/tabbed/${period}.json`).tabs.flatMap((t) =>
        t.items.filter((i) => i.note === 'not_in_sources').map((i) => [t.id, i.id, i.missing ?? '']),
      ),
    );
  const en = lacking('en');
  const et = lacking('et');
  expect(en.length).toBeLessThanOrEqual(16);
  expect(en.length).toBe(14);
  for (const [, , missing] of [...en, ...et]) expect(missing?.length).toBeGreaterThan(20);
  expect(en.find(([s, i]) => s === 'energy' && i === 'fuel_consumption')?.[2]).toContain('nrg_bal_c');
  expect(et.find(([s, i]) => s === 'energy' && i === 'fuel_consumption')?.[2]).toContain('Eurostati energiabilansid');
  // The items this data now fills keep no such note.
  for (const id of ['land_use_areas', 'land_use_matrix', 'milk_yield', 'livestock_population'])
    expect(en.map(([, i]) => i)).not.toContain(id);
});

test('the real data/ compiles with zero issues, every item of every section in both locales', () => {
  const out = compileDataDir('data');
  expect(out.issues).toEqual([]);
  for (const locale of ['en', 'et']) {
    const inventory = section(out, `${locale}/tabbed/inventory.json`);
    expect(inventory.tabs.map((s) => s.id)).toEqual([
      'overview',
      'introduction',
      'ets_esr',
      'energy',
      'transport',
      'ippu',
      'agriculture',
      'lu_luc_f',
      'waste',
    ]);
    for (const id of ['inventory', 'projections', 'projects', 'emission-factors', 'economic-indicators-ghg']) {
      for (const tab of section(out, `${locale}/tabbed/${id}.json`).tabs) {
        for (const item of tab.items) {
          expect(item.blocks.length).toBeGreaterThan(0);
          for (const block of item.blocks) if (block.kind === 'markdown') expect(block.html).not.toMatch(/\{\{/);
        }
      }
    }
    expect(out.documents[`${locale}/pages/accessibility.json`]).toMatchObject({ html: expect.stringMatching(/<p>/) });
  }
});
