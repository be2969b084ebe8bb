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
import { VIEWS } from '@/lib/url-state/views';

export const ISLAND_NAMESPACES = ['ChartPage', 'FilterPanel', 'ExportButtons', 'Print', 'ChartOverlays'] as const;
export type IslandNamespace = (typeof ISLAND_NAMESPACES)[number];

/**
 * Keys of the island namespaces that only the server renders (page titles and texts, the lists of
 * targets and events, the all-data workbook): left out of what the page serialises for the island, and out of the island's
 * key types, so the browser code cannot ask for them.
 */
const SERVER_ONLY = {
  ChartPage: [
    'inventoryTitle',
    'inventoryIntro',
    'projectionsTitle',
    'projectionsIntro',
    'headlinesTitle',
    'headlineScenario',
    'headlineSource',
    'headlinePublished',
    'tableHeading',
    'summaryHeading',
    'noScript',
    'esrTitle',
    'esrFigure',
    'esrAbove',
    'esrBelow',
    'esrScope',
    'esrLink',
    'laterTitle',
    'laterLink',
  ],
  ChartOverlays: [
    'targetsHeading',
    'targetsIntro',
    'eventsHeading',
    'eventsIntro',
    'year',
    'scope',
    'scopeNationalTotal',
    'scopeEffortSharing',
    'lulucf',
    'lulucfWith',
    'lulucfWithout',
    'lulucfUnstated',
    'lulucfUnstatedChart',
    'statusDraft',
    'neutrality',
    'level',
    'change',
    'source',
    'sourceIn',
    'published',
  ],
  // The sheet words of the all-data workbook, written at build time.
  ExportButtons: ['sheet'],
} as const satisfies {
  ChartPage: readonly (keyof (typeof ChartPage)['ChartPage'])[];
  ChartOverlays: readonly (keyof (typeof ChartOverlays)['ChartOverlays'])[];
  ExportButtons: readonly (keyof (typeof ExportButtons)['ExportButtons'])[];
};
type ServerOnly<N extends keyof typeof SERVER_ONLY> = (typeof SERVER_ONLY)[N][number];

/** The shape of each island namespace. */
export interface IslandMessageShapes {
  ChartPage: Omit<(typeof ChartPage)['ChartPage'], ServerOnly<'ChartPage'>>;
  FilterPanel: (typeof FilterPanel)['FilterPanel'];
  ExportButtons: Omit<(typeof ExportButtons)['ExportButtons'], ServerOnly<'ExportButtons'>>;
  Print: (typeof Print)['Print'];
  ChartOverlays: Omit<(typeof ChartOverlays)['ChartOverlays'], ServerOnly<'ChartOverlays'>>;
}

/** What the server serialises for the island: only its namespaces. */
export type IslandMessages = Record<IslandNamespace, MessageTree>;

function isMessageTree(value: unknown): value is MessageTree {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isMessageTree(v));
}

/**
 * The island namespaces out of all of a locale's messages, without their server-only keys; throws
 * when one is missing or not a message tree.
 */
export function pickIslandMessages(all: Record<string, unknown>): IslandMessages {
  const out: Partial<IslandMessages> = {};
  for (const namespace of ISLAND_NAMESPACES) {
    const tree = all[namespace];
    if (!isMessageTree(tree)) throw new Error(`Messages lack the namespace ${namespace}`);
    const omitted: readonly string[] =
      namespace in SERVER_ONLY ? SERVER_ONLY[namespace as keyof typeof SERVER_ONLY] : [];
    out[namespace] = Object.fromEntries(Object.entries(tree).filter(([key]) => !omitted.includes(key)));
  }
  return out as IslandMessages;
}

/**
 * What the first view's live controls read before the island comes: the views' names (ViewSwitch)
 * and the scenarios' (MeasureTabs). The island fetches the rest with its code (loadIslandFile).
 */
const FIRST_VIEW_KEYS: Partial<Record<IslandNamespace, Record<string, readonly string[] | true>>> = {
  ChartPage: { view: ['heading', ...VIEWS] },
  FilterPanel: { measure: true, wem: true, wam: true },
};

/** The island messages cut to the first view's keys (FIRST_VIEW_KEYS); the other namespaces empty. */
export function pickFirstViewMessages(island: IslandMessages): IslandMessages {
  const keep = (namespace: IslandNamespace): MessageTree => {
    const keys = FIRST_VIEW_KEYS[namespace] ?? {};
    const tree = island[namespace];
    return Object.fromEntries(
      Object.entries(keys).flatMap(([key, inner]) => {
        const value = tree[key];
        if (value === undefined) return [];
        if (inner === true || typeof value === 'string') return [[key, value]];
        return [[key, Object.fromEntries(Object.entries(value).filter(([k]) => inner.includes(k)))]];
      }),
    );
  };
  return Object.fromEntries(ISLAND_NAMESPACES.map((n) => [n, keep(n)])) as IslandMessages;
}
