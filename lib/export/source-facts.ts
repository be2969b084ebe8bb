/**
 * Source facts for the "About the data" sheet, read from a data source's SOURCE.md:
 * its title, the licence paragraph (without notes to maintainers, which start with "Check"),
 * the data vintage and the citation text.
 */
export interface SourceFacts {
  title: string;
  licence: string;
  vintage: string;
  citation: string;
}

const flatten = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Pulls the facts out of the markdown; fields not found are empty strings. */
export function extractSourceFacts(md: string): SourceFacts {
  const title = flatten(/^# (.+)$/m.exec(md)?.[1] ?? '');
  const licenceBlock = /^- Licence:([\s\S]*?)(?=\n- |\n\n|\n#|(?![\s\S]))/m.exec(md)?.[1] ?? '';
  const citation = /\*\*Attribute as:\*\*\s*"([\s\S]+?)"/.exec(md)?.[1] ?? '';
  const licence = flatten(licenceBlock.replace(/\*\*Attribute as:\*\*\s*"[\s\S]+?"\.?/, '').replace(/\*\*/g, ''))
    .replace(/\s*Check [^.]*\./g, '')
    .trim();
  const v = /submission (\d{4}), years (\d{4})\s*[–-]\s*(\d{4})/i.exec(title);
  const vintage = v ? `CRF submission ${v[1]}, inventory years ${v[2]}–${v[3]}` : '';
  return { title, licence, vintage, citation: flatten(citation) };
}
