import type { Element, ElementContent, Root } from 'hast';

/** Headings that get an id: the text's sections (h1 is the page's own title). */
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4']);

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/**
 * A heading's anchor: its words in lower case joined by hyphens, letters of any script kept
 * (`Soolekääritus (3.A)` → `soolekääritus-3-a`); `section` when nothing is left.
 */
function headingSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/**
 * Gives each h2–h4 an id from its text, unique in the document (a repeated heading gets `-2`,
 * `-3`), so a link or a search result can open a text at its heading.
 */
function addHeadingIds(tree: Root): Root {
  const used = new Map<string, number>();
  const visit = (node: Element): Element => {
    const children = node.children.map((c) => (c.type === 'element' ? visit(c) : c));
    if (!SECTION_HEADINGS.has(node.tagName) || node.properties.id) return { ...node, children };
    const base = headingSlug(children.map(textOf).join(''));
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return { ...node, children, properties: { ...node.properties, id: count === 1 ? base : `${base}-${count}` } };
  };
  return { ...tree, children: tree.children.map((c) => (c.type === 'element' ? visit(c) : c)) };
}

/** The same as a rehype plugin. */
export function rehypeHeadingIds() {
  return addHeadingIds;
}
