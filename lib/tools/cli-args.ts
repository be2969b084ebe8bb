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

/**
 * The path of a file under the shared data-sources folder: the folder named by the DATA_SOURCES
 * environment variable when set, else the one beside the repository (../shared) or one level
 * further up for nested checkouts.
 */
export function findSource(
  relative: string,
  exists: (p: string) => boolean = existsSync,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const candidates = env.DATA_SOURCES ? [env.DATA_SOURCES] : ['../shared/data-sources', '../../shared/data-sources'];
  const found = candidates.map((dir) => path.join(dir, relative)).find((p) => exists(p));
  if (!found) {
    throw new Error(
      `Source file ${relative} not found under ${candidates.join(', ')}; pass --source <file> or set DATA_SOURCES`,
    );
  }
  return found;
}
