import { sectorFallbackPath } from '@/lib/url-state/sector-fallback';

const known = {
  inventory: { overview: ['overview_tab'], energy: ['sectoral_overview', 'oil_shale'] },
  projections: { introduction: ['introduction'] },
};

test.each([
  ['/en/inventory/sector/nope/', '', '/en/inventory/sector/'],
  ['/et/inventory/sector/nope/also/', '', '/et/inventory/sector/'],
  ['/en/inventory/sector/energy/nope/', '', '/en/inventory/sector/energy/'],
  ['/en/projections/sector/energy/', '', '/en/projections/sector/'],
  ['/ghg/en/inventory/sector/energy/x/', '/ghg', '/ghg/en/inventory/sector/energy/'],
])('%s → %s', (path, base, expected) => {
  expect(sectorFallbackPath(path, base, known)).toBe(expected);
});

test.each([
  ['/en/inventory/nope/'],
  ['/en/inventory/sector/energy/oil_shale/'],
  ['/en/inventory/sector/'],
  ['/fr/inventory/sector/x/'],
])('%s is left to the 404 page', (path) => {
  expect(sectorFallbackPath(path, '', known)).toBeNull();
});
