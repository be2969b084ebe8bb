import { readFileSync } from 'node:fs';
import path from 'node:path';

const NAMESPACES = ['Header', 'Footer', 'CookieNotice', 'NotFound', 'Redirect'];

function read(locale: string, namespace: string): Record<string, unknown> {
  const file = path.join(process.cwd(), 'messages', locale, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Every key path of a message tree with the placeholders its value uses, e.g. `Header.nav.inventory`. */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string')
    return [
      `${prefix} ${[...tree.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',')}`,
    ];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

test.each(NAMESPACES)('%s: English and Estonian have the same keys and placeholders, none empty', (namespace) => {
  const en = read('en', namespace);
  const et = read('et', namespace);
  expect(Object.keys(en)).toEqual([namespace]);
  expect(keyPaths(et).sort()).toEqual(keyPaths(en).sort());
  expect(keyPaths(en).length).toBeGreaterThan(2);
  for (const tree of [en, et]) {
    expect(JSON.stringify(tree)).not.toMatch(/:""/);
  }
});
