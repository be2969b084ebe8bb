import { parseJsonWithLines, type JsonValue } from '@/lib/compile/read/json-lines';
import type { IndexItem, IndexTab } from '@/lib/model/tabbed-sections';
import type { Issue, Result } from '@/lib/model/issues';
import { LOCALES, type LocalText } from '@/lib/model/locale';

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;
const CONTENT_FILE = /^[A-Za-z0-9][A-Za-z0-9_./-]*\.(md|yml)$/;

type Obj = { [key: string]: JsonValue };
const isObject = (v: JsonValue | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Validates a content section's index (`index.json`):
 * `{ "tabs": [{ "id", "title": { "en", "et" }, "items": [{ "id", "title", "file" }] }] }`.
 * `file` is one file name or a list; names are relative to the index and end in .md or .yml.
 * Every issue carries the file and the line of the offending value.
 */
export function validateContentIndex(text: string, file: string): Result<IndexTab[]> {
  const parsed = parseJsonWithLines(text);
  if (!parsed.ok) return { ok: false, issues: [{ file, line: parsed.line, path: '', message: parsed.message }] };
  const issues: Issue[] = [];
  const report = (path: string, message: string) =>
    issues.push({
      file,
      line: parsed.lines.get(path) ?? parsed.lines.get(path.replace(/\.[^.[]+$/, '')) ?? parsed.lines.get(''),
      path,
      message,
    });

  const title = (value: JsonValue | undefined, path: string): LocalText => {
    if (!isObject(value)) {
      report(path, `Field title is missing from ${file}`);
      return { en: '', et: '' };
    }
    // English and Estonian are required; Russian, when given, must be text too (English stands in).
    for (const lang of LOCALES) {
      const text = value[lang];
      if ((lang !== 'ru' || text !== undefined) && (typeof text !== 'string' || !text.trim()))
        report(`${path}.${lang}`, `Title in "${lang}" must be a non-empty string`);
    }
    const ru = typeof value.ru === 'string' ? { ru: value.ru } : {};
    return { en: String(value.en ?? ''), et: String(value.et ?? ''), ...ru };
  };
  const id = (value: JsonValue | undefined, path: string, seen: Set<string>): string => {
    if (typeof value !== 'string' || !SLUG.test(value)) {
      report(path, 'Id must be lowercase letters, digits, "-" or "_" (it becomes part of the URL)');
      return '';
    }
    if (seen.has(value)) report(path, `Duplicate id "${value}"`);
    seen.add(value);
    return value;
  };
  const files = (value: JsonValue | undefined, path: string): string[] => {
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (list.length === 0) report(path, `Field file is missing from ${file}`);
    return list.flatMap((name, i) => {
      const at = Array.isArray(value) ? `${path}[${i}]` : path;
      if (typeof name !== 'string' || !CONTENT_FILE.test(name) || name.includes('..')) {
        report(at, 'File must be a relative name ending in .md or .yml');
        return [];
      }
      return [name];
    });
  };

  const lineOf = (path: string) => {
    const line = parsed.lines.get(path);
    return line === undefined ? {} : { line };
  };
  const root = parsed.value;
  if (!isObject(root) || !Array.isArray(root.tabs) || root.tabs.length === 0) {
    report('tabs', `Field tabs is missing from ${file} (a non-empty list is required)`);
    return { ok: false, issues };
  }
  const tabIds = new Set<string>();
  const tabs: IndexTab[] = root.tabs.map((tab, t) => {
    const at = `tabs[${t}]`;
    if (!isObject(tab)) {
      report(at, 'A tab must be an object with id, title and items');
      return { id: '', title: { en: '', et: '' }, items: [] };
    }
    const itemIds = new Set<string>();
    const rawItems = Array.isArray(tab.items) ? tab.items : [];
    if (rawItems.length === 0) report(`${at}.items`, 'A tab needs at least one item');
    const items: IndexItem[] = rawItems.map((item, i) => {
      const path = `${at}.items[${i}]`;
      if (!isObject(item)) {
        report(path, 'An item must be an object with id, title and file');
        return { id: '', title: { en: '', et: '' }, files: [] };
      }
      return {
        id: id(item.id, `${path}.id`, itemIds),
        title: title(item.title, `${path}.title`),
        files: files(item.file, `${path}.file`),
        fileLines: (Array.isArray(item.file) ? item.file.map((_, f) => `${path}.file[${f}]`) : [`${path}.file`]).map(
          (p) => parsed.lines.get(p) ?? 0,
        ),
        ...lineOf(path),
      };
    });
    return { id: id(tab.id, `${at}.id`, tabIds), title: title(tab.title, `${at}.title`), items };
  });
  return issues.length ? { ok: false, issues } : { ok: true, value: tabs };
}
