import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typographyHits } from '@/lib/tools/build-steps/typography';
import { prerenderedPaths } from '@/__tests__/e2e/support/site-pages';

/*
 * Every exported page in every language, read as HTML (no browser): its visible text and the text it
 * gives screen readers and link previews have no breaking space inside a number or before a unit or
 * %, no hyphen-minus used as a minus outside table cells, no doubled full stop and no template
 * fragment (N/A–N/A, {{…}}, {name}, undefined, NaN). The same check runs as `npm run check-typography`.
 */
const root = process.env.OUT_DIR ?? 'out';

test('no page has a typography slip or a template fragment', () => {
  const pages = prerenderedPaths(root);
  expect(pages.length).toBeGreaterThan(300);
  const hits = pages.flatMap((page) =>
    typographyHits(readFileSync(path.join(root, page, 'index.html'), 'utf8')).map(
      (h) => `${page}  ${h.rule}: ${h.fragment}`,
    ),
  );
  expect(hits).toEqual([]);
});
