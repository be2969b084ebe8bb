import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCspMeta } from '../lib/security/csp';

// Runs after `next build`: gives every exported HTML page a CSP <meta> with the hashes of its
// own inline scripts, so the site works under a policy without 'unsafe-inline' or 'unsafe-eval'.
const root = process.argv[2] ?? 'out';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const files = htmlFiles(root);
for (const file of files) writeFileSync(file, withCspMeta(readFileSync(file, 'utf8')));
console.log(`CSP hashes written into ${files.length} HTML files under ${root}/`);
