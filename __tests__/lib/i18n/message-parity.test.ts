import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messageParityIssues, placeholders, type LocaleMessages } from '@/lib/i18n/message-parity';
import { checkMessages } from '@/lib/i18n/messages';
import { runScript } from '@/__tests__/support/scripts';

const en = (files: Record<string, string>): LocaleMessages => ({ locale: 'en', dir: 'm/en', files });
const et = (files: Record<string, string>): LocaleMessages => ({ locale: 'et', dir: 'm/et', files });
const json = (tree: unknown) => JSON.stringify(tree, null, 2);

describe('the site’s messages, file by file, without the English fallback', () => {
  const namespaces = readdirSync(path.join('messages', 'en')).filter((f) => f.endsWith('.json'));

  test.each(['et', 'ru'])('every namespace file exists in %s', (locale) => {
    expect(namespaces.length).toBeGreaterThan(10);
    expect(
      readdirSync(path.join('messages', locale))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(namespaces.sort());
  });

  test('every English namespace file types the messages (lib/i18n/app-config.d.ts)', () => {
    const declaration = readFileSync(path.join('lib', 'i18n', 'app-config.d.ts'), 'utf8');
    for (const name of namespaces) expect(declaration).toContain(`typeof ${name.replace(/\.json$/, '')}`);
  });

  test('the check over the whole folder finds nothing', () => {
    expect(checkMessages('messages')).toEqual([]);
  });
});

describe('messageParityIssues', () => {
  const header = { Header: { nav: { inventory: 'Inventory', year: 'Year {year}' }, skip: 'Skip' } };

  test('a missing Estonian key names the file and the key', () => {
    const issues = messageParityIssues(en({ 'Header.json': json(header) }), [
      et({ 'Header.json': json({ Header: { nav: { inventory: 'Inventuur', year: 'Aasta {year}' } } }) }),
    ]);
    expect(issues).toEqual([
      {
        file: 'm/et/Header.json',
        path: 'Header.skip',
        message: 'Missing et message Header.skip (present in m/en/Header.json)',
      },
    ]);
  });

  test('a missing Russian key names the Russian file and the key, beside a complete Estonian one', () => {
    const ru: LocaleMessages = {
      locale: 'ru',
      dir: 'm/ru',
      files: { 'Header.json': json({ Header: { nav: { inventory: 'Кадастр' }, skip: 'Перейти' } }) },
    };
    const complete = { Header: { nav: { inventory: 'Inventuur', year: 'Aasta {year}' }, skip: 'Jäta vahele' } };
    const issues = messageParityIssues(en({ 'Header.json': json(header) }), [
      et({ 'Header.json': json(complete) }),
      ru,
    ]);
    expect(issues).toEqual([
      {
        file: 'm/ru/Header.json',
        path: 'Header.nav.year',
        message: 'Missing ru message Header.nav.year (present in m/en/Header.json)',
      },
    ]);
  });

  test('extra keys, other placeholders and empty texts are issues too', () => {
    const issues = messageParityIssues(en({ 'Header.json': json(header) }), [
      et({
        'Header.json': json({ Header: { nav: { inventory: ' ', year: 'Aasta {aasta}' }, skip: 'Edasi', extra: 'x' } }),
      }),
    ]);
    expect(issues.map((i) => i.message)).toEqual([
      'Message Header.nav.inventory is empty',
      'Message Header.nav.year uses placeholders {aasta} but m/en/Header.json uses {year}',
      'Message Header.extra is not in m/en/Header.json',
    ]);
  });

  test('a missing namespace file and an unpaired one are named', () => {
    const issues = messageParityIssues(en({ 'Header.json': json(header) }), [et({ 'Footer.json': '{}' })]);
    expect(issues).toEqual([
      { file: 'm/et/Header.json', path: '', message: 'Missing message file: m/en/Header.json has no et counterpart' },
      { file: 'm/et/Footer.json', path: '', message: 'Message file without an English counterpart m/en/Footer.json' },
    ]);
  });

  test('a file that is not JSON is named with its line', () => {
    const issues = messageParityIssues(en({ 'Header.json': json(header) }), [
      et({ 'Header.json': '{\n  "Header": {\n    "skip": "x",\n  }\n}' }),
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: 'm/et/Header.json', line: 4 });
    expect(issues[0]!.message).toMatch(/^Invalid JSON/);
  });

  test('placeholders of plain and plural messages', () => {
    expect(placeholders('{count, plural, one {# year} other {# years}} from {start} to {end}')).toEqual([
      'count',
      'end',
      'start',
    ]);
    expect(placeholders('No placeholder')).toEqual([]);
    // Branch texts of a select are text, not arguments; arguments inside branches count.
    expect(
      placeholders('{period, select, inventory {inventory} other {projections of {scenario}}}: {n, number}'),
    ).toEqual(['n', 'period', 'scenario']);
  });
});

describe('check-data on a copy of the messages with an Estonian key removed', () => {
  let dir = '';
  let key = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'messages-'));
    cpSync('messages', dir, { recursive: true });
    const file = path.join(dir, 'et', 'Footer.json');
    const tree = JSON.parse(readFileSync(file, 'utf8')) as { Footer: Record<string, unknown> };
    key = Object.keys(tree.Footer)[0]!;
    delete tree.Footer[key];
    writeFileSync(file, JSON.stringify(tree, null, 2));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('prints the file and the key and exits 1', () => {
    const result = runScript('check-data', ['--messages-dir', dir], { ...process.env, DATA_DIR: '', GAS_DATA_DIR: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(dir, 'et', 'Footer.json')}  Missing et message Footer.${key} (present in ${path.join(dir, 'en', 'Footer.json')})\n`,
    );
  }, 30000);
});
