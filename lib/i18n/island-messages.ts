/**
 * The message namespaces the chart island uses in the browser, and their key
 * types (taken from the English files, which every locale matches key for key).
 */
import type ChartOverlays from '@/messages/en/ChartOverlays.json';
import type ChartPage from '@/messages/en/ChartPage.json';
import type ExportButtons from '@/messages/en/ExportButtons.json';
import type FilterPanel from '@/messages/en/FilterPanel.json';
import type Print from '@/messages/en/Print.json';
import type { MessageTree } from '@/lib/i18n/translate';

export const ISLAND_NAMESPACES = ['ChartPage', 'FilterPanel', 'ExportButtons', 'Print', 'ChartOverlays'] as const;
export type IslandNamespace = (typeof ISLAND_NAMESPACES)[number];

/** The shape of each island namespace. */
export interface IslandMessageShapes {
  ChartPage: (typeof ChartPage)['ChartPage'];
  FilterPanel: (typeof FilterPanel)['FilterPanel'];
  ExportButtons: (typeof ExportButtons)['ExportButtons'];
  Print: (typeof Print)['Print'];
  ChartOverlays: (typeof ChartOverlays)['ChartOverlays'];
}

/** What the server serialises for the island: only its namespaces. */
export type IslandMessages = Record<IslandNamespace, MessageTree>;

function isMessageTree(value: unknown): value is MessageTree {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isMessageTree(v));
}

/** The island namespaces out of all of a locale's messages; throws when one is missing or not a message tree. */
export function pickIslandMessages(all: Record<string, unknown>): IslandMessages {
  const out: Partial<IslandMessages> = {};
  for (const namespace of ISLAND_NAMESPACES) {
    const tree = all[namespace];
    if (!isMessageTree(tree)) throw new Error(`Messages lack the namespace ${namespace}`);
    out[namespace] = tree;
  }
  return out as IslandMessages;
}
