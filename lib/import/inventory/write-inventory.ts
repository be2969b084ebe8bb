/**
 * Writes the inventory gas files of each submission (data/past/{submission}/{gas}.yml) and the
 * overview pie's shares of the newest submission (data/proportions.yml). Files of a submission
 * that the import no longer writes are removed, so a folder always equals one import.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildInventoryFiles } from '@/lib/import/inventory/inventory';
import { buildProportionsYaml } from '@/lib/import/inventory/proportions';
import type { SubmissionImport } from '@/lib/import/inventory/submissions';

/** Writes every submission and the pie of the newest; returns the paths written (relative to dataDir). */
export function writeInventory(dataDir: string, submissions: readonly SubmissionImport[]): string[] {
  const written: string[] = [];
  for (const s of submissions) {
    const dir = path.join(dataDir, 'past', String(s.submission));
    mkdirSync(dir, { recursive: true });
    const files = buildInventoryFiles(s.records, s.origin);
    for (const name of readdirSync(dir)) {
      if (/\.ya?ml$/.test(name) && !(name.replace(/\.ya?ml$/, '') in files)) rmSync(path.join(dir, name));
    }
    for (const [gas, text] of Object.entries(files)) {
      writeFileSync(path.join(dir, `${gas}.yml`), text);
      written.push(path.join('past', String(s.submission), `${gas}.yml`));
    }
  }
  const newest = [...submissions].sort((a, b) => b.submission - a.submission)[0];
  if (newest) {
    writeFileSync(path.join(dataDir, 'proportions.yml'), buildProportionsYaml(newest.records, newest.submission));
    written.push('proportions.yml');
  }
  return written;
}

/** Whether data/past/ still holds gas files outside a submission folder (the layout before submissions). */
export function looseInventoryFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'past');
  return existsSync(dir) ? readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)) : [];
}
