import type { Element, Root } from 'hast';
import { alignCellsByClass, alignClass } from '@/lib/markdown/align-to-class';
import { renderMarkdownSync } from '@/lib/markdown/render-markdown';

function cell(tagName: 'td' | 'th' | 'p', properties: Element['properties']): Root {
  return { type: 'root', children: [{ type: 'element', tagName, properties, children: [] }] };
}

function firstProperties(tree: Root): Element['properties'] {
  const [node] = tree.children;
  if (node === undefined || node.type !== 'element') throw new Error('expected an element');
  return node.properties;
}

describe('alignClass', () => {
  test.each([
    ['left', 'align-left'],
    ['center', 'align-center'],
    ['right', 'align-right'],
    [' Right ', 'align-right'],
    ['justify', undefined],
    ['', undefined],
  ])('%j → %j', (align, expected) => {
    expect(alignClass(align)).toBe(expected);
  });
});

describe('alignCellsByClass', () => {
  test.each([
    ['td right', cell('td', { align: 'right' }), { className: ['align-right'] }],
    ['th center', cell('th', { align: 'center' }), { className: ['align-center'] }],
    ['keeps existing classes', cell('td', { align: 'left', className: ['x'] }), { className: ['x', 'align-left'] }],
    ['unknown value dropped', cell('td', { align: 'justify' }), {}],
    ['cell without align unchanged', cell('td', { id: 'a' }), { id: 'a' }],
    ['not a cell: left alone', cell('p', { align: 'right' }), { align: 'right' }],
  ])('%s', (_name, tree, expected) => {
    expect(firstProperties(alignCellsByClass(tree))).toEqual(expected);
  });

  test('reaches cells nested in a table', () => {
    const html = renderMarkdownSync('| Year | Mt |\n| :-- | --: |\n| 1990 | 40.2 |\n');
    expect(html).toContain('<th class="align-left">Year</th>');
    expect(html).toContain('<th class="align-right">Mt</th>');
    expect(html).toContain('<td class="align-right">40.2</td>');
    expect(html).not.toMatch(/\balign=/);
  });

  test('a column without alignment gets no class', () => {
    const html = renderMarkdownSync('| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(html).toContain('<td>1</td>');
    expect(html).not.toContain('class=');
  });
});
