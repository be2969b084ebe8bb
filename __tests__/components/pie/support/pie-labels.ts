import type { SectorPieLabels } from '@/components/pie/SectorPie';

/** Pie labels that read as their own keys, with any overrides. */
export function makePieLabels(overrides: Partial<SectorPieLabels> = {}): SectorPieLabels {
  const keys = ['slider', 'play', 'pause', 'legendSectors', 'legendTotals', 'tableSummary', 'tableCaption', 'year'];
  const more = ['png', 'xlsx', 'failed', 'title', 'source', 'footer', 'sector'];
  const labels = Object.fromEntries([...keys, ...more].map((k) => [k, k])) as unknown as SectorPieLabels;
  return { ...labels, ...overrides };
}
