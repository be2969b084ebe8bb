import { makeIssue, missingField, type Issue, type Result } from '@/lib/model/issues';
import { isLocale, type LocalText } from '@/lib/model/locale';
import {
  SECTOR_NOTES,
  type IndexTab,
  type SectorIndexEntry,
  type SectorItem,
  type SectorNote,
} from '@/lib/model/tabbed-sections';
import type { Period } from '@/lib/model/dimensions';
import { parseYaml } from '@/lib/compile/read/yaml-source';

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const ID = /^[a-z][a-z0-9_]*$/;

function readTitle(v: unknown): LocalText | undefined {
  if (!isRecord(v) || typeof v.en !== 'string' || v.en.trim() === '') return undefined;
  // A comma in an unquoted flow-style title splits it into extra keys: reject those.
  if (Object.keys(v).some((k) => !isLocale(k))) return undefined;
  const own = (k: 'et' | 'ru') => (typeof v[k] === 'string' && v[k].trim() !== '' ? v[k] : undefined);
  return { en: v.en, et: own('et') ?? v.en, ...(own('ru') ? { ru: own('ru') } : {}) };
}

/** 1-based line of `- id: value` (or `- { id: value`) at or after `from`. */
function idLine(lines: readonly string[], id: string, from: number): number | undefined {
  const pattern = new RegExp(`^\\s*- \\{?\\s*id:\\s*${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[,}]?`);
  for (let i = from; i < lines.length; i += 1) if (pattern.test(lines[i] as string)) return i + 1;
  return undefined;
}

/**
 * Validates data/sectors/index.yml: sectors with id, title {en, et}, and inventory / prognosis
 * item lists (id, title, optional file, data, note, missing); every issue with its line.
 */
export function validateSectorIndex(text: string, file: string): Result<SectorIndexEntry[]> {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const doc = isRecord(parsed.value) ? parsed.value : {};
  if (!Array.isArray(doc.sectors))
    return { ok: false, issues: [makeIssue(file, undefined, 'sectors', missingField('sectors', file))] };
  const lines = text.split('\n');
  const issues: Issue[] = [];
  const sectors: SectorIndexEntry[] = [];
  const seen = new Set<string>();
  let cursor = 0;
  doc.sectors.forEach((rawSector: unknown, s: number) => {
    const sector = isRecord(rawSector) ? rawSector : {};
    const id = typeof sector.id === 'string' ? sector.id : '';
    const line = id ? idLine(lines, id, cursor) : undefined;
    if (line) cursor = line;
    const report = (path: string, message: string, at = line) => issues.push(makeIssue(file, at, path, message));
    if (!ID.test(id)) report(`sectors[${s}].id`, `Invalid sector id: ${String(sector.id)}`);
    else if (seen.has(id)) report(`sectors[${s}].id`, `Duplicate sector id: ${id}`);
    seen.add(id);
    const title = readTitle(sector.title);
    if (!title) report(`sectors[${s}].title`, missingField('title', file));
    const lists: Record<Period, SectorItem[]> = { inventory: [], projections: [] };
    // The YAML keys are the SPEC's: `inventory` and `prognosis` (the projections).
    for (const [period, yamlKey] of [
      ['inventory', 'inventory'],
      ['projections', 'prognosis'],
    ] as const) {
      const raw = sector[yamlKey] ?? [];
      if (!Array.isArray(raw)) {
        report(`sectors[${s}].${yamlKey}`, `Field ${yamlKey} must be a list`);
        continue;
      }
      const itemIds = new Set<string>();
      raw.forEach((rawItem: unknown, i: number) => {
        const item = isRecord(rawItem) ? rawItem : {};
        const path = `sectors[${s}].${yamlKey}[${i}]`;
        const itemId = typeof item.id === 'string' ? item.id : '';
        const at = itemId ? (idLine(lines, itemId, cursor) ?? line) : line;
        if (at && at > cursor) cursor = at;
        const before = issues.length;
        if (!ID.test(itemId)) report(`${path}.id`, `Invalid item id: ${String(item.id)}`, at);
        else if (itemIds.has(itemId)) report(`${path}.id`, `Duplicate item id: ${itemId}`, at);
        itemIds.add(itemId);
        const itemTitle = readTitle(item.title);
        if (!itemTitle) report(`${path}.title`, missingField('title', file), at);
        const validPath = (p: unknown) => typeof p === 'string' && !p.includes('..');
        if (item.file !== undefined && !validPath(item.file)) report(`${path}.file`, 'Invalid path in file', at);
        // `data` is one activity file or a list of them, shown in order after the text.
        const data = Array.isArray(item.data) ? item.data : item.data === undefined ? [] : [item.data];
        if (data.length === 0 && Array.isArray(item.data)) report(`${path}.data`, 'Invalid path in data', at);
        if (!data.every(validPath)) report(`${path}.data`, 'Invalid path in data', at);
        if (typeof item.file === 'string' && !item.file.endsWith('.md'))
          report(`${path}.file`, 'Unknown file format', at);
        if (item.file === undefined && itemId !== 'overview_tab')
          report(`${path}.file`, missingField('file', file), at);
        if (item.note !== undefined && !SECTOR_NOTES.includes(item.note as SectorNote))
          report(`${path}.note`, `Invalid note: ${String(item.note)}`, at);
        // An item without its series (or its projection) names the public dataset that would fill it, in both languages.
        const missing = item.missing === undefined ? undefined : readTitle(item.missing);
        const withoutSeries = item.note === 'not_in_sources' || item.note === 'no_projections';
        const invalidNote = item.note !== undefined && !SECTOR_NOTES.includes(item.note as SectorNote);
        if (withoutSeries && (!missing || !isRecord(item.missing) || typeof item.missing.et !== 'string'))
          report(
            `${path}.missing`,
            `Field missing (the dataset that would fill the item, { en, et }) is required with note ${String(item.note)}`,
            at,
          );
        else if (item.missing !== undefined && !withoutSeries && !invalidNote)
          report(`${path}.missing`, 'Field missing is only for items with note not_in_sources or no_projections', at);
        if (issues.length > before || !itemTitle) return;
        const out: SectorItem = { id: itemId, title: itemTitle, ...(at ? { line: at } : {}) };
        if (typeof item.file === 'string') out.file = item.file;
        if (data.length > 0) out.data = data as string[];
        if (item.note !== undefined) out.note = item.note as SectorNote;
        if (missing) out.missing = missing;
        lists[period].push(out);
      });
    }
    if (title && ID.test(id)) sectors.push({ id, title, ...lists });
  });
  return issues.length ? { ok: false, issues } : { ok: true, value: sectors };
}

/**
 * The tabs of one period in the shape every tabbed section shares: sectors with items for the
 * period, each item's text then data file, `overview_tab` as the pie.
 */
export function sectorIndexTabs(entries: readonly SectorIndexEntry[], period: Period): IndexTab[] {
  return entries
    .filter((s) => s[period].length > 0)
    .map((s) => ({
      id: s.id,
      title: s.title,
      items: s[period].map((i) => ({
        id: i.id,
        title: i.title,
        files: [...(i.file ? [i.file] : []), ...(i.data ?? [])],
        ...(i.note ? { note: i.note } : {}),
        ...(i.missing ? { missing: i.missing } : {}),
        ...(i.id === 'overview_tab' && !i.file ? { pie: true as const } : {}),
        ...(i.line ? { line: i.line } : {}),
      })),
    }));
}
