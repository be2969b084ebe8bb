import { renderMarkdownSync } from '@/lib/markdown/render-markdown';

describe('renderMarkdownSync', () => {
  test('renders headings, emphasis and GFM tables', () => {
    const html = renderMarkdownSync('# Title\n\nSome *text*.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<em>text</em>');
    expect(html).toMatch(/<table>[\s\S]*<td>1<\/td>[\s\S]*<\/table>/);
  });

  test('drops raw script tags and their content', () => {
    const html = renderMarkdownSync('Before\n\n<script>alert(1)</script>\n\nAfter');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('After');
  });

  test('drops event handler attributes from raw HTML', () => {
    const html = renderMarkdownSync('<img src="x.png" onerror="alert(1)">\n\n<a href="/x" onclick="steal()">x</a>');
    expect(html).not.toMatch(/onerror|onclick/i);
  });

  test.each([
    ['javascript', '[click](javascript:alert(1))'],
    ['data', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript', '[click](vbscript:msgbox)'],
  ])('strips %s: links but keeps the link text', (_name, md) => {
    const html = renderMarkdownSync(md);
    expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
    expect(html).toContain('click');
  });

  test.each([
    ['https://unfccc.int/', 'https://unfccc.int/'],
    ['http://example.org/a', 'http://example.org/a'],
    ['mailto:info@example.org', 'mailto:info@example.org'],
    ['tel:+3725555555', 'tel:+3725555555'],
    ['../transport/', '../transport/'],
    ['/en/inventory/', '/en/inventory/'],
  ])('keeps allowed link %s', (href, expected) => {
    const html = renderMarkdownSync(`[link](${href})`);
    expect(html).toContain(`href="${expected}"`);
  });

  test('strips data: image sources', () => {
    const html = renderMarkdownSync('![x](data:image/png;base64,AAAA)');
    expect(html).not.toContain('data:');
  });
});
