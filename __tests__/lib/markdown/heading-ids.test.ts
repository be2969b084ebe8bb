import { renderMarkdownSync } from '@/lib/markdown/render-markdown';

test('a heading id keeps letters of any script and joins words with hyphens', () => {
  expect(renderMarkdownSync('## Soolekääritus (3.A)')).toBe('<h2 id="soolekääritus-3-a">Soolekääritus (3.A)</h2>');
  expect(renderMarkdownSync('### Выбросы транспорта, 2024')).toContain('<h3 id="выбросы-транспорта-2024">');
  expect(renderMarkdownSync('## —')).toContain('<h2 id="section">');
});

test('h2–h4 get ids from their text, a repeated heading a numbered one; h1 and paragraphs none', () => {
  const html = renderMarkdownSync('# Title\n\n## Road *transport*\n\nText\n\n### Road transport\n\n#### Notes\n');
  expect(html).toContain('<h1>Title</h1>');
  expect(html).toContain('<h2 id="road-transport">Road <em>transport</em></h2>');
  expect(html).toContain('<h3 id="road-transport-2">Road transport</h3>');
  expect(html).toContain('<h4 id="notes">Notes</h4>');
  expect(html).toContain('<p>Text</p>');
});

test('an id written in raw HTML cannot reach the page (raw HTML is dropped)', () => {
  expect(renderMarkdownSync('<h2 id="main">x</h2>\n\n## Main')).not.toContain('id="main">x');
});
