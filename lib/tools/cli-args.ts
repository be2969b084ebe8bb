import { existsSync } from 'node:fs';
import path from 'node:path';

/** The value after a `--name` argument, or `--name=value`; undefined when absent. */
export function argValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === name) return argv[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/** The repository's folder of public extracts, each with its SOURCE.md. */
export const SOURCES_DIR = path.join('data', 'sources');

/**
 * The path of an extract under data/sources/ (or under `sourcesDir`, e.g. a `--sources` argument);
 * throws naming the path when the file is not there. Nothing outside the repository is searched.
 * @example findSource('crt-2026-2025-estonia/SOURCE.md') → 'data/sources/crt-2026-2025-estonia/SOURCE.md'
 */
export function findSource(
  relative: string,
  sourcesDir: string = SOURCES_DIR,
  exists: (p: string) => boolean = existsSync,
): string {
  const file = path.join(sourcesDir, relative);
  if (!exists(file)) throw new Error(`Source file ${file} not found; pass --source <file> or --sources <folder>`);
  return file;
}
