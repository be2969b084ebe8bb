/**
 * Scans every exported page for typography that a native editor would correct (a breaking space in a
 * number or before its unit, a hyphen-minus as a minus, a doubled full stop, a template fragment);
 * prints `page  rule: fragment` and exits 1 on any. Usage: npm run check-typography [-- <export dir>]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { typographyHits } from '@/lib/tools/build-steps/typography';

const root = process.argv[2] ?? 'out';
const pages = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : pages(full);
    return name.endsWith('.html') ? [full] : [];
  });
let count = 0;
const files = pages(root);
const withHits = new Set<string>();
for (const file of files) {
  for (const hit of typographyHits(readFileSync(file, 'utf8'))) {
    count += 1;
    withHits.add(file);
    console.error(`${path.relative(root, file)}  ${hit.rule}: ${hit.fragment}`);
  }
}
console.log(`${files.length} pages read, ${count} typography issue(s) on ${withHits.size} page(s)`);
if (count > 0) process.exit(1);
