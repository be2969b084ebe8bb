/**
 * Candidate markdown files for a locale, best first (SPEC §7): `name_{lang}.md` for a
 * non-English locale, then the English `name.md`.
 * @example localisedCandidates('data/sectors/energy/overview.md', 'et') → ['…/overview_et.md', '…/overview.md']
 */
export function localisedCandidates(file: string, locale: string): string[] {
  const english = file.endsWith('.md') ? file : `${file}.md`;
  if (locale === 'en') return [english];
  return [english.replace(/\.md$/, `_${locale}.md`), english];
}
