import { listUnprefixedParams, UNPREFIXED_SECTIONS } from '@/lib/i18n/unprefixed-routes';

describe('listUnprefixedParams', () => {
  test('every section includes its root', () => {
    for (const section of UNPREFIXED_SECTIONS) {
      expect(listUnprefixedParams(section)[0]).toEqual({ slug: [] });
    }
  });

  test('adds sub-paths after the root and drops duplicates', () => {
    expect(
      listUnprefixedParams('inventory', [['sector', 'energy'], [], ['sector', 'energy'], ['sector', 'waste']]),
    ).toEqual([{ slug: [] }, { slug: ['sector', 'energy'] }, { slug: ['sector', 'waste'] }]);
  });

  test('the sections are the SPEC top-level routes', () => {
    expect([...UNPREFIXED_SECTIONS]).toEqual([
      'inventory',
      'projections',
      'compare',
      'projects',
      'emission-factors',
      'economic-indicators-ghg',
    ]);
  });
});
