import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledDynamicSection } from './build-sections';
import { generatedDir } from '@/lib/data/load';
import { DYNAMIC_SUBDIR } from './build-sections';
import type { ContentPageId, DynamicSectionId } from './sections';

const cache = new Map<string, CompiledDynamicSection>();

/** A compiled dynamic section for one locale (written by `npm run compile-data`). */
export function loadDynamicSection(id: DynamicSectionId, locale: string): CompiledDynamicSection {
  const file = path.join(generatedDir(), DYNAMIC_SUBDIR, `${id}.${locale}.json`);
  const cached = cache.get(file);
  if (cached) return cached;
  let section: CompiledDynamicSection;
  try {
    section = JSON.parse(readFileSync(file, 'utf8')) as CompiledDynamicSection;
  } catch (error) {
    throw new Error(`Compiled content ${file} is missing: run "npm run compile-data" before building.`, { cause: error });
  }
  cache.set(file, section);
  return section;
}

/** A compiled single markdown page (e.g. the accessibility statement) for one locale. */
export function loadContentPage(id: ContentPageId, locale: string): { file: string; html: string } {
  const file = path.join(generatedDir(), DYNAMIC_SUBDIR, `page-${id}.${locale}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { file: string; html: string };
  } catch (error) {
    throw new Error(`Compiled content ${file} is missing: run "npm run compile-data" before building.`, { cause: error });
  }
}
