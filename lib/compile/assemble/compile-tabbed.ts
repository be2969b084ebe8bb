/**
 * Compiles the tabbed sections: validates each index (sector index per period, content
 * index.json), parses their activity files, localises and renders every item's content into
 * one TabbedSection per section and locale. Pure: files come in as text.
 */
import { load as loadYaml } from 'js-yaml';
import { fillPlaceholders } from '@/lib/markdown/fill-placeholders';
import { localisedCandidates } from '@/lib/compile/read/read-localised-file';
import { renderMarkdownSync } from '@/lib/markdown/render-markdown';
import { contentKindOf } from '@/lib/compile/assemble/content-kind';
import { makeIssue, type Issue } from '@/lib/model/issues';
import { localiseActivity } from '@/lib/compile/assemble/localise-activity';
import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import type { FolderFiles, TabbedFiles } from '@/lib/compile/read/read-tabbed';
import {
  CONTENT_PAGES,
  CONTENT_SECTION_IDS,
  contentPagePath,
  tabbedSectionPath,
  type ContentPageId,
  type TabbedSectionId,
  type ContentBlock,
  type IndexTab,
  type MarkdownText,
  type TabbedSection,
} from '@/lib/model/tabbed-sections';
import type { ActivityData } from '@/lib/model/activity';
import { validateContentIndex } from '@/lib/compile/validate/validate-content-index';
import { sectorIndexTabs, validateSectorIndex } from '@/lib/compile/validate/validate-sector-index';
import { LOCALES, localText, type Locale } from '@/lib/model/locale';

/** The `type` of a yml file; undefined when the YAML does not parse (the activity parser reports why). */
function activityType(text: string): string | undefined {
  try {
    const doc = loadYaml(text) as { type?: unknown } | null;
    return typeof doc?.type === 'string' ? doc.type : '';
  } catch {
    return undefined;
  }
}

/** A rendered text; `translated` false marks the English file standing in for a missing translation. */
const markdownText = (file: string, html: string, translated: boolean): MarkdownText =>
  translated ? { file, html } : { file, html, lang: 'en' };

/** Parses every chart or table file of a folder (files of another `type` are shown as unknown). */
function parseActivities(folder: FolderFiles, issues: Issue[]): Map<string, ActivityData> {
  const out = new Map<string, ActivityData>();
  for (const [rel, f] of folder.files) {
    if (!/\.ya?ml$/.test(rel)) continue;
    const type = activityType(f.text);
    if (type !== undefined && contentKindOf(rel, type) === 'unknown') continue;
    const parsed = parseActivityFile(f.text, f.file);
    if (parsed.ok) out.set(rel, parsed.value);
    else issues.push(...parsed.issues);
  }
  return out;
}

/** Compiles one validated index for every locale; issues of missing or broken files are collected. */
function compileSection(
  id: TabbedSectionId,
  folder: FolderFiles,
  tabs: readonly IndexTab[],
  activities: ReadonlyMap<string, ActivityData>,
  issues: Issue[],
): Record<Locale, TabbedSection> {
  const indexFile = folder.index?.file ?? folder.root;
  const block = (name: string, locale: Locale, line: number | undefined): ContentBlock | undefined => {
    const missing = () =>
      issues.push(makeIssue(indexFile, line, name, `Content file ${folder.root}/${name} not found`));
    if (name.endsWith('.md')) {
      const found = localisedCandidates(name, locale).find((c) => folder.files.has(c));
      const md = found ? folder.files.get(found) : undefined;
      if (!md) return void missing();
      const translated = found !== name || locale === 'en';
      // Figures and their words in the language the text is written in: English where it stands in.
      const filled = fillPlaceholders(md.text, activities, translated ? locale : 'en');
      for (const e of filled.errors) issues.push(makeIssue(md.file, e.line, 'placeholder', e.message));
      return { kind: 'markdown', ...markdownText(md.file, renderMarkdownSync(filled.text), translated) };
    }
    const file = folder.files.get(name);
    if (!file) return void missing();
    const data = activities.get(name);
    if (data) return { kind: 'activity', file: file.file, data: localiseActivity(data, locale) };
    const type = activityType(file.text);
    return type !== undefined && contentKindOf(name, type) === 'unknown'
      ? { kind: 'unknown', file: file.file, type }
      : undefined;
  };
  const out = {} as Record<Locale, TabbedSection>;
  for (const locale of LOCALES) {
    out[locale] = {
      id,
      tabs: tabs.map((tab) => ({
        id: tab.id,
        title: localText(tab.title, locale),
        items: tab.items.map((item) => ({
          id: item.id,
          title: localText(item.title, locale),
          ...(item.note ? { note: item.note } : {}),
          ...(item.missing ? { missing: localText(item.missing, locale) } : {}),
          blocks: [
            ...(item.pie ? [{ kind: 'pie' } as const] : []),
            ...item.files.flatMap((name, f) => block(name, locale, item.fileLines?.[f] || item.line) ?? []),
          ],
        })),
      })),
    };
  }
  return out;
}

/** Each issue once: a file shared by several items or both locales reports it only once. */
function dedupe(issues: readonly Issue[]): Issue[] {
  return [...new Map(issues.map((i) => [`${i.file}|${i.line}|${i.path}|${i.message}`, i])).values()];
}

/** Issues and documents (`{locale}/tabbed/{id}.json`, `{locale}/pages/{id}.json`) of every tabbed section and single page. */
export function compileTabbed(input: TabbedFiles): { issues: Issue[]; documents: Record<string, unknown> } {
  const issues: Issue[] = [];
  const documents: Record<string, unknown> = {};
  const add = (sections: Record<Locale, TabbedSection>) => {
    for (const locale of LOCALES) documents[tabbedSectionPath(locale, sections[locale].id)] = sections[locale];
  };
  const sectors = input.sectors;
  if (sectors) {
    const index = sectors.index ? validateSectorIndex(sectors.index.text, sectors.index.file) : undefined;
    if (!index)
      issues.push(
        makeIssue(`${sectors.root}/index.yml`, undefined, '', `Index file ${sectors.root}/index.yml not found`),
      );
    else if (!index.ok) issues.push(...index.issues);
    else {
      const activities = parseActivities(sectors, issues);
      for (const period of ['inventory', 'projections'] as const)
        add(compileSection(period, sectors, sectorIndexTabs(index.value, period), activities, issues));
    }
  }
  for (const id of CONTENT_SECTION_IDS) {
    const folder = input.content[id];
    if (!folder) continue;
    const index = folder.index ? validateContentIndex(folder.index.text, folder.index.file) : undefined;
    if (!index)
      issues.push(
        makeIssue(`${folder.root}/index.json`, undefined, '', `Index file ${folder.root}/index.json not found`),
      );
    else if (!index.ok) issues.push(...index.issues);
    else add(compileSection(id, folder, index.value, parseActivities(folder, issues), issues));
  }
  for (const [id, english] of Object.entries(CONTENT_PAGES) as [ContentPageId, string][]) {
    const files = input.pages[id];
    if (!files) continue;
    for (const locale of LOCALES) {
      const found = localisedCandidates(english, locale).find((c) => files.has(c));
      const md = found ? files.get(found) : undefined;
      if (!md) {
        issues.push(makeIssue(english, undefined, '', `Content file ${english} not found`));
        break;
      }
      documents[contentPagePath(locale, id)] = markdownText(
        md.file,
        renderMarkdownSync(md.text),
        found !== english || locale === 'en',
      );
    }
  }
  return { issues: dedupe(issues), documents };
}
