import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every pre-rendered page of the export as a URL path with a trailing slash (e.g. /en/inventory/). */
export function prerenderedPaths(root = process.env.OUT_DIR ?? 'out'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === '_next') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html')
        found.push(`/${path.relative(root, dir).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'));
    }
  };
  walk(root);
  return found.sort();
}
