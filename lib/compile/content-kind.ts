/** How a content file is shown: markdown, one of the three chart/table types, or the unknown-type notice. */
type ContentKind = 'markdown' | 'barChart' | 'lineChart' | 'table' | 'unknown';

const ACTIVITY_TYPES = new Set<ContentKind>(['barChart', 'lineChart', 'table']);

/**
 * Picks the renderer for a file: `.md` → markdown; `.yml` → its `type` field when it is
 * barChart, lineChart or table (SPEC §2), anything else → 'unknown' ('Unknown chart type' + file).
 */
export function contentKindOf(file: string, type?: unknown): ContentKind {
  if (file.endsWith('.md')) return 'markdown';
  if (file.endsWith('.yml') && typeof type === 'string' && ACTIVITY_TYPES.has(type as ContentKind)) {
    return type as ContentKind;
  }
  return 'unknown';
}
