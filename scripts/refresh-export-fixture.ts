/**
 * npm run refresh-export-fixture: exports the site once more, without the post-export step, into a
 * scratch folder and keeps one real page as it leaves `next build`, so the tests of the post-export
 * step (lib/tools/build-steps/hydrate-after-paint) run on the framework's actual markup. Run it after upgrading
 * Next.js, then `npx jest __tests__/lib/tools/build-steps`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const EXPORT_DIR = 'out-fixture';
const FIXTURE_PAGES: Record<string, string> = { 'en/inventory/index.html': 'en-inventory.html' };
const FIXTURE_DIR = path.join('__tests__', 'fixtures', 'export');

rmSync(EXPORT_DIR, { recursive: true, force: true });
execFileSync('npm', ['run', 'compile-data'], { stdio: 'inherit' });
execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, EXPORT_DIR } });
mkdirSync(FIXTURE_DIR, { recursive: true });
for (const [page, fixture] of Object.entries(FIXTURE_PAGES)) {
  copyFileSync(path.join(EXPORT_DIR, page), path.join(FIXTURE_DIR, fixture));
  console.log(`${path.join(FIXTURE_DIR, fixture)} ← /${page} as exported by next build`);
}
rmSync(EXPORT_DIR, { recursive: true, force: true });
