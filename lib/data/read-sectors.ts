/** Reads the sector pages' files (index, markdown, activity data) from data/sectors/. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from './read-data-dir';
import type { DataFile } from './types';

export interface SectorFiles {
  /** Display path of the sectors folder, e.g. data/sectors. */
  root: string;
  index?: DataFile;
  /** Path relative to the sectors folder → file. */
  files: Map<string, DataFile>;
}

function walk(dir: string, base = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const rel = base ? `${base}/${name}` : name;
      return statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name), rel) : [rel];
    });
}

/** Every file under `<dataDir>/sectors` (empty when the folder does not exist). */
export function readSectorFiles(dataDir: string, root = process.cwd()): SectorFiles {
  const dir = path.join(path.resolve(dataDir), 'sectors');
  const shown = displayPath(dir, root);
  const files = new Map<string, DataFile>();
  if (!existsSync(dir)) return { root: shown, files };
  for (const rel of walk(dir)) {
    if (rel === 'index.yml') continue;
    files.set(rel, { file: `${shown}/${rel}`, text: readFileSync(path.join(dir, rel), 'utf8') });
  }
  const indexPath = path.join(dir, 'index.yml');
  const index = existsSync(indexPath) ? { file: `${shown}/index.yml`, text: readFileSync(indexPath, 'utf8') } : undefined;
  return { root: shown, files, ...(index ? { index } : {}) };
}
