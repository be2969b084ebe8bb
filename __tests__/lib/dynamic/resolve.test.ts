import { listDynamicPaths, listItemParams, resolveDynamicPage } from '@/lib/dynamic/resolve';

const tabs = [
  { id: 'overview', items: [{ id: 'intro' }] },
  { id: 'energy', items: [{ id: 'wind' }, { id: 'solar' }] },
];

describe('resolveDynamicPage', () => {
  test.each([
    [undefined, undefined, 'overview', 'intro'],
    ['energy', undefined, 'energy', 'wind'],
    ['energy', 'solar', 'energy', 'solar'],
  ])('sub-page %s, item %s → %s/%s', (sub, item, tabId, itemId) => {
    const page = resolveDynamicPage(tabs, sub, item);
    expect([page?.tab.id, page?.item.id]).toEqual([tabId, itemId]);
  });

  test.each([
    ['nope', undefined],
    ['energy', 'intro'],
  ])('unknown names give undefined (%s/%s)', (sub, item) => {
    expect(resolveDynamicPage(tabs, sub, item)).toBeUndefined();
  });
});

test('lists params and paths for every tab and item', () => {
  expect(listItemParams(tabs)).toEqual([
    { subPageName: 'overview', itemName: 'intro' },
    { subPageName: 'energy', itemName: 'wind' },
    { subPageName: 'energy', itemName: 'solar' },
  ]);
  expect(listDynamicPaths('projects', tabs)).toEqual([
    '/projects/',
    '/projects/overview/',
    '/projects/energy/',
    '/projects/overview/intro/',
    '/projects/energy/wind/',
    '/projects/energy/solar/',
  ]);
});
