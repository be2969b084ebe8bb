import { listItemParams, listTabbedPaths, resolveTabbedPage } from '@/lib/compile/load/tabbed-route';
import { tabbedHref } from '@/lib/model/tabbed-sections';

const tabs = [
  { id: 'overview', items: [{ id: 'intro' }] },
  { id: 'energy', items: [{ id: 'wind' }, { id: 'solar' }] },
];

describe('resolveTabbedPage', () => {
  test.each([
    [undefined, undefined, 'overview', 'intro'],
    ['energy', undefined, 'energy', 'wind'],
    ['energy', 'solar', 'energy', 'solar'],
  ])('tab %s, item %s → %s/%s', (tab, item, tabId, itemId) => {
    const page = resolveTabbedPage({ tabs }, tab, item);
    expect([page?.tab.id, page?.item.id]).toEqual([tabId, itemId]);
  });

  test.each([
    ['nope', undefined],
    ['energy', 'intro'],
  ])('unknown names give undefined (%s/%s)', (tab, item) => {
    expect(resolveTabbedPage({ tabs }, tab, item)).toBeUndefined();
  });
});

test('lists params and paths for every tab and item; sector pages sit under {period}/sector/', () => {
  expect(listItemParams(tabs)).toEqual([
    { tabName: 'overview', itemName: 'intro' },
    { tabName: 'energy', itemName: 'wind' },
    { tabName: 'energy', itemName: 'solar' },
  ]);
  expect(listTabbedPaths('projects', tabs)).toEqual([
    '/projects/',
    '/projects/overview/',
    '/projects/energy/',
    '/projects/overview/intro/',
    '/projects/energy/wind/',
    '/projects/energy/solar/',
  ]);
  expect(listTabbedPaths('projections', tabs).slice(0, 2)).toEqual([
    '/projections/sector/',
    '/projections/sector/overview/',
  ]);
});

test.each([
  ['en', 'inventory', 'transport', undefined, '/en/inventory/sector/transport/'],
  ['et', 'projections', 'energy', 'overview', '/et/projections/sector/energy/overview/'],
  ['en', 'emission-factors', 'inventory', 'electricity', '/en/emission-factors/inventory/electricity/'],
  ['en', 'projects', undefined, undefined, '/en/projects/'],
] as const)('tabbedHref(%s, %s, %s, %s) → %s', (locale, id, tab, item, href) => {
  expect(tabbedHref(locale, id, tab, item)).toBe(href);
});
