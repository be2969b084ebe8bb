import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { connectBrowser, openPage } from '@/__tests__/e2e/support/browser';
import { startNginx, type NginxHandle } from '@/__tests__/e2e/support/nginx';

// Hosting under a sub-path: the same site built with BASE_PATH=/ghg (npm run build-subpath: the chart
// pages and their data), served by deploy/nginx.conf from a folder where /ghg/ is the export. The test
// builds it when it is missing or older than out/: in `npm test`, as the first browser test, while the
// other files run in the other worker.
const BASE = '/ghg';
const EXPORT_DIR = 'out-subpath';
const PAGE = 'en/inventory/index.html';
const builtAt = (dir: string) => (existsSync(`${dir}/${PAGE}`) ? statSync(`${dir}/${PAGE}`).mtimeMs : 0);
let nginx: NginxHandle;
let browser: Browser;

beforeAll(async () => {
  // A failed build throws with its output.
  if (builtAt(EXPORT_DIR) < builtAt('out')) execFileSync('npm', ['run', 'build-subpath'], { stdio: 'pipe' });
  const root = mkdtempSync(path.join(tmpdir(), 'ghg-subpath-'));
  chmodSync(root, 0o755); // nginx workers run unprivileged
  symlinkSync(path.resolve(EXPORT_DIR), path.join(root, BASE.slice(1)));
  nginx = await startNginx(root);
  browser = await connectBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

test('the site works under /ghg/: pages, assets and links keep the base path', async () => {
  const { page, close, consoleErrors, failedRequests } = await openPage(browser);
  const statuses: number[] = [];
  page.on('response', (res) => statuses.push(res.status()));
  await page.goto(`${nginx.url}${BASE}/en/inventory/`, { waitUntil: 'networkidle' });
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  const scripts = await page.$$eval('script[src]', (els) => els.map((e) => e.getAttribute('src') ?? ''));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(src.startsWith(`${BASE}/_next/`)).toBe(true);
  const hrefs = await page.$$eval('a[href^="/"]', (els) => els.map((e) => e.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href.startsWith(`${BASE}/`)).toBe(true);
  expect(statuses.filter((s) => s >= 400)).toEqual([]);
  expect(failedRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await close();
});
