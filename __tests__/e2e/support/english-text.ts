/**
 * Paragraphs of English on an Estonian or Russian page: the text blocks (paragraphs, list items,
 * cells, headings, captions, labels) whose words read as English. A source's own title marked with
 * `lang` (a link, `cite`, `span`, `i`, `em` or `q` with a `lang` attribute) is not counted. Pure: HTML in.
 */

const BLOCK =
  /<(p|li|td|th|h[1-6]|figcaption|caption|dd|dt|label|button|summary|legend|title)\b[^>]*>([\s\S]*?)<\/\1>/g;
/** An inline element marked with its own language: a title quoted in the language it was published in. */
const MARKED = /<(a|cite|span|i|em|q)\b[^>]*\blang="[a-z-]+"[^>]*>[\s\S]*?<\/\1>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};
/** English words that Estonian and Russian text does not use (a proper name aside). */
const ENGLISH = new Set([
  'the',
  'and',
  'of',
  'with',
  'from',
  'which',
  'were',
  'are',
  'this',
  'that',
  'is',
  'to',
  'for',
  'by',
  'was',
  'has',
  'have',
  'its',
]);

const textOf = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(MARKED, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a text reads as English: at least two distinct English function words among four words or more. */
export function readsAsEnglish(text: string): boolean {
  // Addresses and file names (anything with a slash) and the licence code "CC BY" are not words.
  const prose = text.replace(/\S*\/\S*/g, ' ').replace(/\bCC BY\b/g, ' ');
  const words = prose.toLowerCase().match(/[a-z']+/g) ?? [];
  if (words.length < 4) return false;
  return new Set(words.filter((w) => ENGLISH.has(w))).size >= 2;
}

/** The text of each block of `html` that reads as English, in page order. */
export function englishBlocks(html: string): string[] {
  const body = html.replace(/<head\b[\s\S]*?<\/head>/, '').replace(/<script\b[\s\S]*?<\/script>/g, '');
  return [...body.matchAll(BLOCK)].map((m) => textOf(m[2] ?? '')).filter(readsAsEnglish);
}
