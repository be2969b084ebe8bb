import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { rehypeAlignToClass } from '@/lib/markdown/align-to-class';
import { rehypeHeadingIds } from '@/lib/markdown/heading-ids';
import { keepTogether } from '@/lib/format/typeset';

/** Link protocols allowed in content (SPEC §5); relative links have no protocol and always pass. */
const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

const schema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: [...ALLOWED_LINK_PROTOCOLS],
    // Images may only come from the web or the site itself.
    src: ['http', 'https'],
  },
};

const processor = remark()
  .use(remarkGfm)
  // Raw HTML in markdown is dropped, not passed through (allowDangerousHtml stays off).
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  // After the sanitiser, which would drop the class; HTML has no `align` on table cells any more.
  .use(rehypeAlignToClass)
  // Also after the sanitiser, which would prefix the ids: a text's headings are its anchors.
  .use(rehypeHeadingIds)
  .use(rehypeStringify);

/**
 * Markdown (GitHub flavour) → sanitised HTML, synchronously (for the build-time data compiler): no
 * raw HTML, scripts or event handlers, links only http, https, mailto, tel or relative. Numbers keep
 * their groups and units on one line and a figure's minus is the minus sign (lib/format/typeset).
 * @example renderMarkdownSync('# Title\n\n[EKUK](https://kliima.ee)')
 */
export function renderMarkdownSync(md: string): string {
  return String(processor.processSync(keepTogether(md))).trim();
}
