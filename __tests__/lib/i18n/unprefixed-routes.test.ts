import { readdirSync } from 'node:fs';
import path from 'node:path';
import { withCompiledData } from '@/__tests__/lib/compile/support/compiled-data';
import { listUnprefixedParams, UNPREFIXED_SECTIONS } from '@/lib/i18n/unprefixed-routes';

// The sector sub-paths come from the compiled sector index of the real data.
withCompiledData();

describe('listUnprefixedParams', () => {
  test('every section includes its root', () => {
    for (const section of UNPREFIXED_SECTIONS) {
      expect(listUnprefixedParams(section)[0]).toEqual({ slug: [] });
    }
  });

  test('the periods list each sector tab and item of data/sectors/index.yml under sector/, and only their own', () => {
    const inventory = listUnprefixedParams('inventory').map((p) => p.slug.join('/'));
    const projections = listUnprefixedParams('projections').map((p) => p.slug.join('/'));
    expect(inventory).toEqual(
      expect.arrayContaining([
        'sector',
        'sector/overview',
        'sector/overview/overview_tab',
        'sector/energy/sectoral_overview',
      ]),
    );
    expect(projections).toEqual(
      expect.arrayContaining(['sector/ets_esr/total_projections', 'sector/energy/methodology']),
    );
    expect(projections).not.toContain('sector/energy/sectoral_overview');
    expect(projections).not.toContain('sector/overview');
    expect(inventory).not.toContain('sector/ets_esr/total_projections');
  });

  test('adds sub-paths after the root and drops duplicates', () => {
    expect(
      listUnprefixedParams('inventory', [['sector', 'energy'], [], ['sector', 'energy'], ['sector', 'waste']]),
    ).toEqual([{ slug: [] }, { slug: ['sector', 'energy'] }, { slug: ['sector', 'waste'] }]);
  });

  test('each section has its language-choice route under app/(detect)/, and each such route is a section', () => {
    const routes = readdirSync(path.join(process.cwd(), 'app', '(detect)'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...UNPREFIXED_SECTIONS].sort()).toEqual(routes.sort());
    // The SPEC's top-level routes are among them.
    expect(UNPREFIXED_SECTIONS).toEqual(expect.arrayContaining(['inventory', 'projections', 'projects']));
  });
});
