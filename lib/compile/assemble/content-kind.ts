/** How a content file is shown: markdown, a chart or table type (a matrix is a from → to table per year), or the unknown-type notice. */
type ContentKind = 'markdown' | 'barChart' | 'lineChart' | 'table' | 'matrix' | 'unknown';

const ACTIVITY_TYPES = new Set<ContentKind>(['barChart', 'lineChart', 'table', 'matrix']);

/**
 * Picks the renderer for a file: `.md` → markdown; `.yml` → its `type` field when it is
 * barChart, lineChart, table (SPEC §2) or matrix, anything else → 'unknown' ('Unknown chart type' + file).
 */
export function contentKindOf(file: string, type?: unknown): ContentKind {
  if (file.endsWith('.md')) return 'markdown';
  if (file.endsWith('.yml') && typeof type === 'string' && ACTIVITY_TYPES.has(type as ContentKind)) {
    return type as ContentKind;
  }
  return 'unknown';
}
