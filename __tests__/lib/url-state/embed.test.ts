import { chartPagePath, embedCode, embedPagePath } from '@/lib/url-state/embed';

test('full and embed addresses keep the query and the base path', () => {
  expect(chartPagePath('', 'en', 'inventory', '')).toBe('/en/inventory/');
  expect(chartPagePath('/ghg', 'et', 'projections', 'view=share')).toBe('/ghg/et/projections/?view=share');
  expect(embedPagePath('', 'en', 'inventory', 'level=sector&view=change')).toBe(
    '/en/embed/inventory/?level=sector&view=change',
  );
  expect(embedPagePath('/ghg', 'et', 'projections', '')).toBe('/ghg/et/embed/projections/');
});

test('the iframe code escapes its attributes', () => {
  const code = embedCode('https://example.ee/en/embed/inventory/?gas=ch4&level=sector', 'Methane "CH4" <by sector>');
  expect(code).toBe(
    '<iframe src="https://example.ee/en/embed/inventory/?gas=ch4&amp;level=sector" title="Methane &quot;CH4&quot; &lt;by sector&gt;" width="100%" height="720" style="border:0;max-width:960px" loading="lazy"></iframe>',
  );
});
