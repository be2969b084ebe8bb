import type { Browser } from 'playwright-core';
import { connectBrowser, openPage } from '@/__tests__/e2e/support/browser';
import { startNginx, type NginxHandle } from '@/__tests__/e2e/support/nginx';

// A static host that knows nothing about the site (GitHub Pages, Netlify, S3/CloudFront and the
// like): files are served as they are and every missing path gets the root 404.html. Only nginx's
// `listen`, `root` and that single rule are kept from deploy/nginx.conf.
let nginx: NginxHandle;

jest.setTimeout(30000);
let browser: Browser;

/** deploy/nginx.conf with its server block cut down to `error_page 404 /404.html`. */
function only404Rule(conf: string): string {
  const server = conf.indexOf('  server {');
  const listen = /listen [^;]+;/.exec(conf)?.[0];
  const root = /root [^;]+;/.exec(conf)?.[0];
  if (server < 0 || !listen || !root) throw new Error('deploy/nginx.conf has no server block to cut down');
  return `${conf.slice(0, server)}  server {\n    ${listen}\n    ${root}\n    error_page 404 /404.html;\n  }\n}\n`;
}

beforeAll(async () => {
  nginx = await startNginx(process.env.OUT_DIR ?? 'out', only404Rule);
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

test('the host answers a missing path with the root 404.html and status 404', async () => {
  const res = await fetch(`${nginx.url}/en/inventory/sector/no-such-sector/`);
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain('<html lang="en"');
  expect(html).not.toContain('error_page');
});

test.each([
  ['/en/inventory/sector/no-such-sector/', '/en/inventory/sector/', 'overview', 'overview_tab'],
  ['/et/projections/sector/nope/x/', '/et/projections/sector/', 'introduction', 'introduction'],
  ['/en/projections/sector/transport/no-such-item/', '/en/projections/sector/transport/', 'transport', 'overview'],
  [
    '/et/inventory/sector/energy/no-such-item/?gas=ch4',
    '/et/inventory/sector/energy/?gas=ch4',
    'energy',
    'sectoral_overview',
  ],
])('%s lands on %s (sector %s, item %s)', async (from, to, sector, item) => {
  const { page, close, consoleErrors } = await openPage(browser, { reducedMotion: 'reduce' });
  await page.goto(`${nginx.url}${from}`);
  await page.waitForURL((url) => url.href === `${nginx.url}${to}`);
  await page.waitForSelector(`section[data-tab="${sector}"][data-item="${item}"]`);
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
  await close();
});

test('any other missing address stays on the 404 page', async () => {
  const { page, close } = await openPage(browser);
  const res = await page.goto(`${nginx.url}/en/no-such-page/`);
  expect(res?.status()).toBe(404);
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe('/en/no-such-page/');
  await close();
});
