import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hydrateAfterPaint } from '../lib/build/hydrate-after-paint';
import { withCspMeta } from '../lib/security/csp';

// Runs after `next build`: lets every exported HTML page run its scripts after its first paint
// (lib/build/hydrate-after-paint), then gives it a CSP <meta> with the hashes of its own inline
// scripts, so the site works under a policy without 'unsafe-inline' or 'unsafe-eval'.
const root = process.argv[2] ?? 'out';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const files = htmlFiles(root);
for (const file of files) writeFileSync(file, withCspMeta(hydrateAfterPaint(readFileSync(file, 'utf8'))));
console.log(`Scripts after first paint and CSP hashes written into ${files.length} HTML files under ${root}/`);
