import { load as loadYaml } from 'js-yaml';
import type { Issue, Result } from '@/lib/data/types';
import { localisedCandidates } from '@/lib/markdown/localised-file';
import { contentKindOf } from './content-kind';
import { parseDynamicIndex } from './parse-index';
import type { DynamicSectionConfig } from './sections';

/** One content block of an item, ready for a page in one locale. */
export type DynamicContent<A> =
  | { kind: 'markdown'; file: string; html: string }
  | { kind: 'activity'; file: string; data: A }
  | { kind: 'unknown'; file: string; type: string };

export interface DynamicItem<A> {
  id: string;
  title: string;
  content: DynamicContent<A>[];
}
export interface DynamicTab<A> {
  id: string;
  title: string;
  items: DynamicItem<A>[];
}
export interface CompiledSection<A> {
  id: string;
  prefix: string;
  tabs: DynamicTab<A>[];
}

export interface SectionDeps<A> {
  /** Text of a file relative to the project root, or undefined when it does not exist. */
  readText: (file: string) => string | undefined;
  /** Parses an activity file and resolves its texts for the locale. */
  parseActivity: (text: string, file: string, locale: 'en' | 'et') => Result<A>;
  renderMarkdown: (md: string) => Promise<string>;
}

/** The `type` field of a yml file; undefined when the YAML does not parse (the activity parser reports why). */
function activityType(text: string): string | undefined {
  try {
    const doc = loadYaml(text) as { type?: unknown } | null;
    return typeof doc?.type === 'string' ? doc.type : '';
  } catch {
    return undefined;
  }
}

/**
 * Reads, validates and compiles one dynamic section for the given locales:
 * index.json → tabs/items with titles in the locale; markdown localised
 * (`name_et.md` first, English fallback) and rendered; yml files parsed as
 * activity data, or kept as 'unknown' when their type is not a chart or table.
 */
export async function compileDynamicSection<A>(
  config: DynamicSectionConfig,
  locales: readonly ('en' | 'et')[],
  deps: SectionDeps<A>,
): Promise<Result<Record<string, CompiledSection<A>>>> {
  const indexFile = `${config.dir}/index.json`;
  const indexText = deps.readText(indexFile);
  if (indexText === undefined) {
    return { ok: false, issues: [{ file: indexFile, path: '', message: `Index file ${indexFile} not found` }] };
  }
  const index = parseDynamicIndex(indexText, indexFile);
  if (!index.ok) return index;
  const issues: Issue[] = [];
  const out: Record<string, CompiledSection<A>> = {};

  const contentFor = async (name: string, locale: 'en' | 'et', line?: number): Promise<DynamicContent<A> | undefined> => {
    const file = `${config.dir}/${name}`;
    if (contentKindOf(name) === 'markdown') {
      for (const candidate of localisedCandidates(file, locale)) {
        const md = deps.readText(candidate);
        if (md !== undefined) return { kind: 'markdown', file: candidate, html: await deps.renderMarkdown(md) };
      }
      issues.push({ file: indexFile, line, path: name, message: `Content file ${file} not found` });
      return undefined;
    }
    const text = deps.readText(file);
    if (text === undefined) {
      issues.push({ file: indexFile, line, path: name, message: `Content file ${file} not found` });
      return undefined;
    }
    const type = activityType(text);
    if (type !== undefined && contentKindOf(name, type) === 'unknown') return { kind: 'unknown', file, type };
    const parsed = deps.parseActivity(text, file, locale);
    if (!parsed.ok) {
      issues.push(...parsed.issues);
      return undefined;
    }
    return { kind: 'activity', file, data: parsed.value };
  };

  for (const locale of locales) {
    const tabs: DynamicTab<A>[] = [];
    for (const tab of index.value.tabs) {
      const items: DynamicItem<A>[] = [];
      for (const item of tab.items) {
        const content: DynamicContent<A>[] = [];
        for (const name of item.files) {
          const block = await contentFor(name, locale, item.line);
          if (block) content.push(block);
        }
        items.push({ id: item.id, title: item.title[locale], content });
      }
      tabs.push({ id: tab.id, title: tab.title[locale], items });
    }
    out[locale] = { id: config.id, prefix: config.prefix, tabs };
  }
  const unique = [...new Map(issues.map((i) => [`${i.file}:${i.line}:${i.path}:${i.message}`, i])).values()];
  return unique.length ? { ok: false, issues: unique } : { ok: true, value: out };
}
