/**
 * Column widths of a long table of figures, estimated from its text, so that the browser can lay it
 * out with `table-layout: fixed`: the rows that come in slices then cost only their own layout, where
 * an automatic layout measures every cell of the table again at each slice. Widths are in `ch` (the
 * width of a digit, which tabular numbers all share) and err on the wide side, since a cell's text
 * wider than its fixed column would overlap the next one.
 */

/** Width in ch of one character: a digit is 1 ch; the others are estimated above their width in common sans-serif fonts. */
function charWidth(c: string): number {
  if (/\d/.test(c)) return 1;
  if (/[\s.,:;'’]/u.test(c)) return 0.6;
  if (c === '-') return 0.7;
  if (/[A-ZÀ-ÞА-ЯЁ%—–−+]/u.test(c)) return 1.4;
  return 1.15;
}

/** Estimated width in ch of a line of text in the table's font. */
function textWidthCh(text: string): number {
  let width = 0;
  for (const c of text) width += charWidth(c);
  return width;
}

/** The widest of the texts, rounded up to whole ch (0 for none). */
export function columnWidthCh(texts: Iterable<string>): number {
  let widest = 0;
  for (const text of texts) widest = Math.max(widest, textWidthCh(text));
  return Math.ceil(widest);
}
