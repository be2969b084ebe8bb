/** Between the parts of a page title: `Forest biomass · Projections · Estonia's GHG emissions`. */
export const TITLE_SEPARATOR = ' · ';

/**
 * A page title from its parts, most particular first (the locale layout appends the site name).
 * Empty parts go, and so does a part already said by an earlier one (same words, or within them),
 * so no title repeats itself.
 * @example composeTitle(['Agriculture: projects', 'Agriculture', 'Development projects'])
 *   // 'Agriculture: projects · Development projects'
 */
export function composeTitle(parts: (string | undefined | false)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part ? part.trim() : '';
    const key = text.toLowerCase();
    if (text !== '' && !kept.some((k) => k.toLowerCase().includes(key))) kept.push(text);
  }
  return kept.join(TITLE_SEPARATOR);
}
