import type { Result } from '@/lib/data/types';
import { compileDynamicSection } from '@/lib/dynamic/compile-section';
import type { DynamicSectionConfig } from '@/lib/dynamic/sections';

const config: DynamicSectionConfig = { id: 'projects', prefix: 'projects', dir: 'd', titleKey: 'projectsTitle' };
const t = (en: string, et: string) => ({ en, et });

function deps(files: Record<string, string>) {
  return {
    readText: (file: string) => files[file],
    parseActivity: (text: string, file: string, _locale: string): Result<{ file: string; text: string }> =>
      text.includes('broken')
        ? { ok: false, issues: [{ file, line: 2, path: 'rows', message: `Unable to parse rows from ${file}` }] }
        : { ok: true, value: { file, text } },
    renderMarkdown: async (md: string) => `<p>${md.trim()}</p>`,
  };
}

const index = JSON.stringify({
  tabs: [
    {
      id: 'one',
      title: t('One', 'Üks'),
      items: [
        { id: 'text', title: t('Text', 'Tekst'), file: ['text.md', 'chart.yml'] },
        { id: 'odd', title: t('Odd', 'Veider'), file: 'odd.yml' },
      ],
    },
  ],
});

test('compiles localised titles, markdown with Estonian first and English fallback, charts and unknown types', async () => {
  const result = await compileDynamicSection(config, ['en', 'et'], deps({
    'd/index.json': index,
    'd/text.md': 'English',
    'd/text_et.md': 'Eesti',
    'd/chart.yml': 'type: barChart\n',
    'd/odd.yml': 'type: pieChart\n',
  }));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const et = result.value.et!;
  expect(et.tabs[0]?.title).toBe('Üks');
  expect(et.tabs[0]?.items.map((i) => i.title)).toEqual(['Tekst', 'Veider']);
  expect(et.tabs[0]?.items[0]?.content).toEqual([
    { kind: 'markdown', file: 'd/text_et.md', html: '<p>Eesti</p>' },
    { kind: 'activity', file: 'd/chart.yml', data: { file: 'd/chart.yml', text: 'type: barChart\n' } },
  ]);
  expect(result.value.en!.tabs[0]?.items[0]?.content[0]).toEqual({ kind: 'markdown', file: 'd/text.md', html: '<p>English</p>' });
  expect(et.tabs[0]?.items[1]?.content).toEqual([{ kind: 'unknown', file: 'd/odd.yml', type: 'pieChart' }]);
});

test('falls back to the English markdown when no Estonian file exists', async () => {
  const result = await compileDynamicSection(config, ['et'], deps({
    'd/index.json': index, 'd/text.md': 'Only English', 'd/chart.yml': 'type: table\n', 'd/odd.yml': 'x: 1\n',
  }));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  expect(result.value.et!.tabs[0]?.items[0]?.content[0]).toMatchObject({ file: 'd/text.md', html: '<p>Only English</p>' });
});

test('reports missing index, missing content files and activity issues', async () => {
  expect(await compileDynamicSection(config, ['en'], deps({}))).toEqual({
    ok: false,
    issues: [{ file: 'd/index.json', path: '', message: 'Index file d/index.json not found' }],
  });
  const result = await compileDynamicSection(config, ['en', 'et'], deps({
    'd/index.json': index, 'd/chart.yml': 'type: lineChart\nbroken', 'd/odd.yml': 'type: x',
  }));
  if (result.ok) throw new Error('expected issues');
  expect(result.issues).toEqual([
    { file: 'd/index.json', line: 1, path: 'text.md', message: 'Content file d/text.md not found' },
    { file: 'd/chart.yml', line: 2, path: 'rows', message: 'Unable to parse rows from d/chart.yml' },
  ]);
});
