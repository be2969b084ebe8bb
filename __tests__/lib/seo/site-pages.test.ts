import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDynamicSections } from '@/lib/dynamic/build-sections';
import { listSitePaths } from '@/lib/seo/site-pages';

jest.mock('../../../lib/data/sector-route', () => ({
  sectorParams: (period: string) => (period === 'inventory' ? [{ sectorName: 'energy' }, { sectorName: 'waste' }] : [{ sectorName: 'energy' }]),
  activityParams: (period: string) => (period === 'inventory' ? [{ sectorName: 'energy', activityName: 'fuel' }] : []),
}));

// Compiles the real content sections into a temporary folder and checks the page list built from them.
beforeAll(async () => {
  const out = path.join(tmpdir(), `site-pages-${process.pid}`);
  process.env.GENERATED_DATA_DIR = out;
  const { issues } = await buildDynamicSections(out);
  expect(issues).toEqual([]);
  expect(existsSync(path.join(out, 'dynamic', 'projects.en.json'))).toBe(true);
});

test('the sitemap page list has every tab and item of the three content sections', () => {
  const paths = listSitePaths();
  expect(paths).toEqual(expect.arrayContaining([
    '/inventory/', '/projections/',
    '/projects/', '/projects/overview/', '/projects/waste/', '/projects/agriculture/projects/',
    '/emission-factors/', '/emission-factors/inventory/drained-organic-soils/', '/emission-factors/projections/heat-production/',
    '/economic-indicators-ghg/', '/economic-indicators-ghg/ghg-and-gdp/ghg-emissions-and-gdp/',
  ]));
  // projects: 1 + 7 tabs + 7 items; emission factors: 1 + 2 + 5; economic indicators: 1 + 1 + 1
  expect(paths.filter((p) => /^\/(projects|emission-factors|economic-indicators-ghg)\//.test(p))).toHaveLength(15 + 8 + 3);
  expect(new Set(paths).size).toBe(paths.length);
});

test('sector pages come from the sector routes\' params of both periods', () => {
  expect(listSitePaths().filter((p) => p.includes('/sector/'))).toEqual([
    '/inventory/sector/', '/inventory/sector/energy/', '/inventory/sector/waste/', '/inventory/sector/energy/fuel/',
    '/projections/sector/', '/projections/sector/energy/',
  ]);
});
