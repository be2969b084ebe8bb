import { withCompiledData } from '@/__tests__/lib/compile/support/compiled-data';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { listSitePaths } from '@/lib/seo/site-pages';

// The page list is built from the real data, compiled into a temporary folder.
withCompiledData();

test('the sitemap page list has every tab and item of the three content sections', () => {
  const paths = listSitePaths();
  expect(paths).toEqual(
    expect.arrayContaining([
      '/inventory/',
      '/projections/',
      '/projects/',
      '/projects/overview/',
      '/projects/waste/',
      '/projects/agriculture/projects/',
      '/emission-factors/',
      '/emission-factors/inventory/drained-organic-soils/',
      '/emission-factors/projections/heat-production/',
      '/economic-indicators-ghg/',
      '/economic-indicators-ghg/ghg-and-gdp/ghg-emissions-and-gdp/',
      '/economic-indicators-ghg/ghg-and-gdp/ghg-and-real-gdp-eur/',
      '/economic-indicators-ghg/ghg-and-gdp/air-emission-accounts/',
    ]),
  );
  // projects: 1 + 7 tabs + 7 items; emission factors: 1 + 2 + 5; economic indicators: 1 + 1 + 3
  expect(paths.filter((p) => /^\/(projects|emission-factors|economic-indicators-ghg)\//.test(p))).toHaveLength(
    15 + 8 + 5,
  );
  expect(new Set(paths).size).toBe(paths.length);
});

test('sector pages of both periods: the root, every sector and every item', () => {
  const sectors = listSitePaths().filter((p) => p.includes('/sector/'));
  expect(sectors).toEqual(
    expect.arrayContaining([
      '/inventory/sector/',
      '/inventory/sector/energy/',
      '/inventory/sector/overview/overview_tab/',
      '/projections/sector/',
      '/projections/sector/transport/',
      '/projections/sector/energy/overview/',
    ]),
  );
  // Each period's root, then one page per tab and per item of the sector index.
  const index = load(readFileSync('data/sectors/index.yml', 'utf8')) as {
    sectors: Record<string, unknown[] | undefined>[];
  };
  const count = (key: string) =>
    index.sectors.reduce((n, s) => n + ((s[key]?.length ?? 0) > 0 ? 1 + (s[key]?.length ?? 0) : 0), 1);
  expect(sectors).toHaveLength(count('inventory') + count('prognosis'));
});
