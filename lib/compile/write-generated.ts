/**
 * Writes compiled documents as JSON files, replacing the output folder's contents. The bytes are
 * those published: the data route copies the gas files as they are.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Clears `outDir` and writes each document to `outDir/<key>`. */
export function writeGenerated(outDir: string, documents: Record<string, unknown>): void {
  rmSync(outDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(documents)) {
    const file = path.join(outDir, key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value));
  }
}
