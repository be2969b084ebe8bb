/**
 * The island translator must show exactly what next-intl shows: every key of the island
 * namespaces in both locales is compared with next-intl's own (ICU) translator.
 */
import { createTranslator as createIcuTranslator } from 'next-intl';
import { ISLAND_NAMESPACES, pickIslandMessages } from '@/lib/i18n/island-messages';
import { loadMessages } from '@/lib/i18n/messages';
import { createTranslator, type MessageTree } from '@/lib/i18n/translate';

function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leafKeys(value, path);
  });
}

// Strings with characters that mean something to ICU or to String.replace, and numbers that group.
const sample = (name: string, i: number) => (i % 2 === 0 ? `${name} '{x}' $& #` : 12345.5 + i);

describe.each(['en', 'et'] as const)('%s', (locale) => {
  const all = loadMessages(locale);
  const island = pickIslandMessages(all);

  test('only the island namespaces are passed, without the keys only the server renders', () => {
    expect(Object.keys(island)).toEqual(['ChartPage', 'FilterPanel', 'ExportButtons', 'Print', 'ChartOverlays']);
    for (const ns of ['FilterPanel', 'Print'] as const) expect(island[ns]).toEqual(all[ns]);
    const { sheet: _sheet, ...exportWords } = all.ExportButtons as MessageTree;
    expect(island.ExportButtons).toEqual(exportWords);
    // The page's title and the lists of targets and events are server-rendered text.
    expect(island.ChartPage).not.toHaveProperty('inventoryTitle');
    expect(island.ChartPage).not.toHaveProperty('esrFigure');
    expect(island.ChartOverlays).not.toHaveProperty('targetsIntro');
    // What the island does show stays, as written.
    const page = all.ChartPage as MessageTree;
    expect(island.ChartPage.levelTitle).toBe(page.levelTitle);
    expect(island.ChartPage.projectionBasis).toBe(page.projectionBasis);
    expect(island.ChartPage.view).toEqual(page.view);
    expect(island.ChartOverlays.readout).toBe((all.ChartOverlays as MessageTree).readout);
    expect(Object.keys(island.ChartOverlays)).toEqual([
      'readout',
      'readoutAbove',
      'legendTarget',
      'legendEvents',
      'legendInventory',
      'legendProjection',
      'showEvents',
      'readoutProjected',
      'readoutProjectedAbove',
    ]);
  });

  test.each(ISLAND_NAMESPACES)('%s: every message equals next-intl output', (namespace) => {
    const ours = createTranslator(island, namespace, { strict: true });
    const icu = createIcuTranslator({ locale, messages: all, namespace: namespace as never });
    const keys = leafKeys(island[namespace]);
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) {
      const names = [...lookUp(island[namespace], key).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((n, i) => [n, sample(n, i)]));
      expect([key, ours(key, values)]).toEqual([key, (icu as (k: string, v: object) => string)(key, values)]);
    }
  });
});

function lookUp(tree: MessageTree, key: string): string {
  return key.split('.').reduce<MessageTree | string>((node, part) => (node as MessageTree)[part]!, tree) as string;
}

test('a missing or malformed namespace is refused', () => {
  const en = loadMessages('en');
  expect(() => pickIslandMessages({ ...en, Print: undefined })).toThrow('Print');
  expect(() => pickIslandMessages({ ...en, FilterPanel: { heading: 3 } })).toThrow('FilterPanel');
});
