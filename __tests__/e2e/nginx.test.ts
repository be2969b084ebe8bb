import { readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { connectBrowser, openPage } from '@/__tests__/e2e/support/browser';
import { startNginx, type NginxHandle } from '@/__tests__/e2e/support/nginx';

let nginx: NginxHandle;
let browser: Browser;

beforeAll(async () => {
  nginx = await startNginx(process.env.OUT_DIR ?? 'out');
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

const someAsset = () => readdirSync('out/_next/static/chunks').find((f) => f.endsWith('.js'));

describe('deploy/nginx.conf', () => {
  test('HTML has security headers, a CSP without unsafe-eval and no-cache', async () => {
    const res = await fetch(`${nginx.url}/en/inventory/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; /,
    );
  });

  test('embed pages may be framed by any site; their headers are otherwise the same', async () => {
    const page = await fetch(`${nginx.url}/en/inventory/`);
    const res = await fetch(`${nginx.url}/et/embed/projections/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBe(
      page.headers.get('content-security-policy')!.replace("frame-ancestors 'none'", 'frame-ancestors *'),
    );
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${nginx.url}/et/embed/nothing/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="et"');
  });

  test('hashed assets are immutable for a year and gzipped', async () => {
    const res = await fetch(`${nginx.url}/_next/static/chunks/${someAsset()}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // fetch decompresses transparently; ask for the raw encoding header instead.
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  test('share images are served as PNG', async () => {
    const res = await fetch(`${nginx.url}/en/inventory/opengraph-image`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  test('the open data is CSV and JSON in UTF-8 that any site may read, with the security headers', async () => {
    const csv = await fetch(`${nginx.url}/data/open/inventory/latest.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('access-control-allow-origin')).toBe('*');
    expect(csv.headers.get('x-content-type-options')).toBe('nosniff');
    const descriptor = await fetch(`${nginx.url}/data/open/datapackage.json`);
    expect(descriptor.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(descriptor.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${nginx.url}/data/open/no-such-file.csv`)).status).toBe(404);
  });

  test('a folder without its trailing slash is redirected to it', async () => {
    const res = await fetch(`${nginx.url}/en/inventory`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/en/inventory/');
  });

  test.each([
    ['en', 'lang="en"'],
    ['et', 'lang="et"'],
  ])('a missing /%s/ page answers 404 with the localised page', async (locale, lang) => {
    const res = await fetch(`${nginx.url}/${locale}/no-such-page/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`<html ${lang}`);
  });

  test('pages hydrate under the CSP with no violations or console errors', async () => {
    const { page, close, consoleErrors } = await openPage(browser, { fresh: true });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    for (const path of ['/en/inventory/', '/et/inventory/']) {
      await page.goto(`${nginx.url}${path}`, { waitUntil: 'networkidle' });
      // Hydration runs after the scripts have arrived, so it may still be under way when the network is quiet.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__react')),
      );
    }
    expect(consoleErrors).toEqual([]);
    await close();
  });

  test('an injected inline script is blocked by the page policy', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${nginx.url}/en/inventory/`, { waitUntil: 'networkidle' });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await close();
  });
});
