/**
 * Validates the sector pages' index, markdown and activity files and compiles, per locale,
 * the navigation and one JSON per (period, sector, item). Pure: files come in as text.
 */
import { fillPlaceholders } from '@/lib/markdown/fill-placeholders';
import { localisedCandidates } from '@/lib/markdown/localised-file';
import { renderMarkdownSync } from '@/lib/markdown/render-markdown';
import { makeIssue } from './issues';
import { localiseActivity } from './localise-activity';
import { parseActivityFile } from './parse-activity-file';
import type { SectorFiles } from './read-sectors';
import { validateSectorIndex } from './sector-index';
import type { ActivityData, Issue, Locale, SectorIndexEntry, SectorItem, SectorItemPage, SectorNav } from './types';

const LOCALES: readonly Locale[] = ['en', 'et'];
const PERIODS = [
  ['inventory', 'inventory'],
  ['projections', 'prognosis'],
] as const;

/** Parses every activity file (.yml) of the sectors folder. */
function parseActivities(set: SectorFiles, issues: Issue[]): Map<string, ActivityData> {
  const out = new Map<string, ActivityData>();
  for (const [rel, f] of set.files) {
    if (!/\.ya?ml$/.test(rel)) continue;
    const parsed = parseActivityFile(f.text, f.file);
    if (parsed.ok) out.set(rel, parsed.value);
    else issues.push(...parsed.issues);
  }
  return out;
}

function itemPage(set: SectorFiles, sector: SectorIndexEntry, item: SectorItem, locale: Locale, activities: Map<string, ActivityData>, issues: Issue[]): SectorItemPage {
  const page: SectorItemPage = { sectorId: sector.id, itemId: item.id, title: item.title[locale] };
  if (item.note) page.note = item.note;
  if (item.file) {
    const found = localisedCandidates(item.file, locale).find((c) => set.files.has(c));
    const md = found ? set.files.get(found) : undefined;
    if (!md) issues.push(makeIssue(set.index?.file ?? set.root, undefined, `${sector.id}.${item.id}.file`, `File ${set.root}/${item.file} not found`));
    else {
      const filled = fillPlaceholders(md.text, activities, locale);
      for (const e of filled.errors) issues.push(makeIssue(md.file, e.line, 'placeholder', e.message));
      page.html = renderMarkdownSync(filled.text);
    }
  }
  if (item.data) {
    const data = activities.get(item.data);
    page.dataFile = `${set.root}/${item.data}`;
    if (data) page.activity = localiseActivity(data, locale);
    else if (!set.files.has(item.data)) issues.push(makeIssue(set.index?.file ?? set.root, undefined, `${sector.id}.${item.id}.data`, `File ${page.dataFile} not found`));
  }
  return page;
}

/** Issues and documents (keys under lib/data/generated/) of the sector pages. */
export function compileSectors(set: SectorFiles): { issues: Issue[]; documents: Record<string, unknown> } {
  const issues: Issue[] = [];
  const documents: Record<string, unknown> = {};
  if (!set.index) return { issues, documents };
  const index = validateSectorIndex(set.index.text, set.index.file);
  if (!index.ok) return { issues: index.issues, documents };
  const activities = parseActivities(set, issues);
  for (const locale of LOCALES) {
    const nav: SectorNav[] = index.value.map((s) => ({
      id: s.id,
      title: s.title[locale],
      inventory: s.inventory.map((i) => ({ id: i.id, title: i.title[locale] })),
      projections: s.prognosis.map((i) => ({ id: i.id, title: i.title[locale] })),
    }));
    documents[`${locale}/sectors/index.json`] = nav;
    for (const sector of index.value) {
      for (const [period, key] of PERIODS) {
        for (const item of sector[key]) {
          documents[`${locale}/sectors/${period}/${sector.id}/${item.id}.json`] = itemPage(set, sector, item, locale, activities, issues);
        }
      }
    }
  }
  return { issues: dedupe(issues), documents };
}

/** Each issue once: a file shared by several items or both locales reports it only once. */
function dedupe(issues: readonly Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.file}|${i.line}|${i.path}|${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
