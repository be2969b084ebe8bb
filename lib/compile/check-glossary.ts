/**
 * Reads data/glossary.yml and checks every text of each language it lists: the UI messages
 * (messages/<language>/*.json), the texts (data/**\/*_<language>.md) and the `<language>:` values
 * of the data files (YAML and index.json), and the strings kept in the code under lib/ (catalogue
 * names, headline terms, generated sentences). The extracts under data/sources/ are the sources' own words.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Issue } from '@/lib/model/issues';
import { displayPath } from '@/lib/compile/read/read-data-dir';
import { sourceStrings } from '@/lib/compile/read/source-strings';
import {
  allLines,
  checkTerms,
  jsonTextLines,
  validateGlossary,
  yamlLanguageLines,
} from '@/lib/compile/validate/glossary';

const GLOSSARY_FILE = 'glossary.yml';
const SKIP_DIRS = new Set(['sources']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(full);
      return [full];
    });
}

/** Issues of the glossary file itself and of every text that uses a term it says to avoid. */
export function checkGlossary(
  dataDir: string,
  messagesDir: string,
  root = process.cwd(),
  codeDir = path.join(root, 'lib'),
): Issue[] {
  const glossaryPath = path.join(dataDir, GLOSSARY_FILE);
  if (!existsSync(glossaryPath)) return [];
  const glossary = validateGlossary(readFileSync(glossaryPath, 'utf8'), displayPath(glossaryPath, root));
  if (!glossary.ok) return glossary.issues;
  const dataFiles = walk(dataDir).filter((f) => f !== glossaryPath);
  const code = sourceStrings(codeDir);
  return Object.entries(glossary.value).flatMap(([language, entries]) => {
    const check = (file: string, lines: (text: string) => ReturnType<typeof allLines>) =>
      checkTerms(entries, displayPath(file, root), lines(readFileSync(file, 'utf8')));
    const messages = path.join(messagesDir, language);
    const messageFiles = existsSync(messages) ? walk(messages).filter((f) => f.endsWith('.json')) : [];
    return [
      ...messageFiles.flatMap((f) => check(f, jsonTextLines)),
      ...dataFiles.filter((f) => f.endsWith(`_${language}.md`)).flatMap((f) => check(f, allLines)),
      ...dataFiles
        .filter((f) => /\.(ya?ml|json)$/.test(f))
        .flatMap((f) => check(f, (text) => yamlLanguageLines(text, language))),
      ...code.flatMap(({ file, strings }) =>
        checkTerms(
          entries,
          displayPath(file, root),
          strings.filter((s) => s.language === language),
        ),
      ),
    ];
  });
}
