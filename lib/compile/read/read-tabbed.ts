/** Reads the tabbed sections' folders (index, markdown, activity files) and the single content pages. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '@/lib/compile/read/read-data-dir';
import {
  CONTENT_PAGES,
  CONTENT_SECTION_IDS,
  CONTENT_SECTIONS,
  type ContentPageId,
  type ContentSectionId,
} from '@/lib/model/tabbed-sections';
import type { DataFile } from '@/lib/model/data-file';

/** A section folder as read from disk. */
export interface FolderFiles {
  /** Display path of the folder, e.g. data/sectors. */
  root: string;
  index?: DataFile;
  /** Path relative to the folder → file (the index excluded). */
  files: Map<string, DataFile>;
}

export interface TabbedFiles {
  sectors?: FolderFiles;
  content: Partial<Record<ContentSectionId, FolderFiles>>;
  /** Page id → the page's files (English and translations) by path relative to the data folder. */
  pages: Partial<Record<ContentPageId, Map<string, DataFile>>>;
}

function walk(dir: string, base = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const rel = base ? `${base}/${name}` : name;
      return statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name), rel) : [rel];
    });
}

/** Every file of a folder with its index file apart; undefined when the folder does not exist. */
function readFolder(dir: string, indexName: string, root = process.cwd()): FolderFiles | undefined {
  if (!existsSync(dir)) return undefined;
  const shown = displayPath(dir, root);
  const files = new Map<string, DataFile>();
  let index: DataFile | undefined;
  for (const rel of walk(dir)) {
    const file = { file: `${shown}/${rel}`, text: readFileSync(path.join(dir, rel), 'utf8') };
    if (rel === indexName) index = file;
    else files.set(rel, file);
  }
  return { root: shown, files, ...(index ? { index } : {}) };
}

/** The sector pages (`sectors/index.yml`), the content sections (`index.json`) and single pages of a data folder. */
export function readTabbedFiles(dataDir: string, root = process.cwd()): TabbedFiles {
  const dir = path.resolve(dataDir);
  const sectors = readFolder(path.join(dir, 'sectors'), 'index.yml', root);
  const content: TabbedFiles['content'] = {};
  for (const id of CONTENT_SECTION_IDS) {
    const folder = readFolder(path.join(dir, CONTENT_SECTIONS[id].folder), 'index.json', root);
    if (folder) content[id] = folder;
  }
  const pages: TabbedFiles['pages'] = {};
  for (const [id, file] of Object.entries(CONTENT_PAGES) as [ContentPageId, string][]) {
    const folder = readFolder(path.join(dir, path.dirname(file)), '', root);
    if (!folder) continue;
    pages[id] = new Map([...folder.files].map(([rel, f]) => [`${path.dirname(file)}/${rel}`, f]));
  }
  return { content, pages, ...(sectors ? { sectors } : {}) };
}
