import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localiseActivity } from '@/lib/data/localise-activity';
import { parseActivityFile } from '@/lib/data/parse-activity-file';
import type { Issue, LocalisedActivity } from '@/lib/data/types';
import { locales } from '@/lib/i18n/routing';
import { localisedCandidates } from '@/lib/markdown/localised-file';
import { renderMarkdown } from '@/lib/markdown/render-markdown';
import { compileDynamicSection, type CompiledSection } from './compile-section';
import { CONTENT_PAGES, DYNAMIC_SECTIONS } from './sections';

export type CompiledDynamicSection = CompiledSection<LocalisedActivity>;

/** Sub-folder of the compiled data folder holding the sections. */
export const DYNAMIC_SUBDIR = 'dynamic';

/**
 * Compiles every dynamic content section from `data/` (under `root`) and writes one JSON per
 * section and locale to `{outDir}/dynamic/`. Returns the issues found (nothing is written for
 * a section with issues).
 */
export async function buildDynamicSections(outDir: string, root = process.cwd()): Promise<{ issues: Issue[]; written: string[] }> {
  const readText = (file: string) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  };
  const issues: Issue[] = [];
  const written: string[] = [];
  mkdirSync(path.join(outDir, DYNAMIC_SUBDIR), { recursive: true });
  for (const config of Object.values(DYNAMIC_SECTIONS)) {
    const result = await compileDynamicSection(config, locales, {
      readText,
      renderMarkdown,
      parseActivity: (text, file, locale) => {
        const parsed = parseActivityFile(text, file);
        return parsed.ok ? { ok: true, value: localiseActivity(parsed.value, locale) } : parsed;
      },
    });
    if (!result.ok) {
      issues.push(...result.issues);
      continue;
    }
    for (const [locale, section] of Object.entries(result.value)) {
      const out = path.join(outDir, DYNAMIC_SUBDIR, `${config.id}.${locale}.json`);
      writeFileSync(out, JSON.stringify(section));
      written.push(out);
    }
  }
  for (const [id, file] of Object.entries(CONTENT_PAGES)) {
    for (const locale of locales) {
      const found = localisedCandidates(file, locale).find((candidate) => readText(candidate) !== undefined);
      if (!found) {
        issues.push({ file, path: '', message: `Content file ${file} not found` });
        break;
      }
      const out = path.join(outDir, DYNAMIC_SUBDIR, `page-${id}.${locale}.json`);
      writeFileSync(out, JSON.stringify({ file: found, html: await renderMarkdown(readText(found) as string) }));
      written.push(out);
    }
  }
  return { issues, written };
}
