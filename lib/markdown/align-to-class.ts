import type { Element, Root, RootContent } from 'hast';

/** The alignments a Markdown table column can have (`:--`, `:-:`, `--:`). */
const ALIGNMENTS = new Set(['left', 'center', 'right']);

/** The class that stands for a table cell's alignment (`.align-right` etc. in app/globals.css). */
export function alignClass(align: string): string | undefined {
  const value = align.trim().toLowerCase();
  return ALIGNMENTS.has(value) ? `align-${value}` : undefined;
}

function withoutAlign(cell: Element): Element {
  const { align, ...properties } = cell.properties;
  const name = typeof align === 'string' ? alignClass(align) : undefined;
  if (!name) return { ...cell, properties };
  const classes = Array.isArray(properties.className) ? properties.className : [];
  return { ...cell, properties: { ...properties, className: [...classes, name] } };
}

function mapNode<T extends Root | RootContent>(node: T): T {
  if (node.type !== 'element' && node.type !== 'root') return node;
  const children = node.children.map(mapNode);
  if (node.type === 'root') return { ...node, children } as T;
  const element = { ...node, children } as Element;
  return (element.tagName === 'td' || element.tagName === 'th' ? withoutAlign(element) : element) as T;
}

/**
 * Replaces the `align` attribute of table cells, which HTML no longer has, with a class:
 * `<td align="right">` → `<td class="align-right">`. An unknown alignment is dropped.
 */
export function alignCellsByClass(tree: Root): Root {
  return mapNode(tree);
}

/** The same as a rehype plugin (a unified transformer returning the new tree). */
export function rehypeAlignToClass() {
  return alignCellsByClass;
}
