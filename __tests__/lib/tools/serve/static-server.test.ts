import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startStaticServer } from '@/lib/tools/serve/static-server';

const page = '<!doctype html><p>' + 'Heitkogused '.repeat(200) + '</p>';
let server: Server;
let origin: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(root, 'en'));
  writeFileSync(path.join(root, 'en', 'index.html'), page);
  mkdirSync(path.join(root, 'en', 'embed', 'inventory'), { recursive: true });
  writeFileSync(path.join(root, 'en', 'embed', 'inventory', 'index.html'), page);
  writeFileSync(path.join(root, 'chart.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(path.join(root, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(root, '_next', 'static', 'chunks', '0abc.js'), 'self.x=1');
  server = await startStaticServer({ root, port: 0 });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** The response as sent, bytes undecoded (fetch would decompress). */
function raw(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('HTML is sent gzip-compressed to a client that accepts gzip', async () => {
  const { headers, body } = await raw(`${origin}/en/`, 'gzip, deflate');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers.vary).toBe('Accept-Encoding');
  expect(body.length).toBeLessThan(page.length / 5);
  expect(gunzipSync(body).toString()).toBe(page);
});

test('without Accept-Encoding the file is sent as is', async () => {
  const { headers, body } = await raw(`${origin}/en/`, 'identity');
  expect(headers['content-encoding']).toBeUndefined();
  expect(body.toString()).toBe(page);
});

test('hashed build files may be kept for a year; pages are revalidated, as deploy/nginx.conf says', async () => {
  expect((await raw(`${origin}/_next/static/chunks/0abc.js`, '')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await raw(`${origin}/en/`, '')).headers['cache-control']).toBe('no-cache');
});

test('images are never compressed', async () => {
  const { headers } = await raw(`${origin}/chart.png`, 'gzip');
  expect(headers['content-encoding']).toBeUndefined();
  expect(headers['content-type']).toBe('image/png');
});

test('the security headers of deploy/: pages refuse framing, embed pages may be framed', async () => {
  const plain = await raw(`${origin}/en/`, '');
  expect(plain.headers['x-frame-options']).toBe('DENY');
  expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(plain.headers['x-content-type-options']).toBe('nosniff');
  const embed = await raw(`${origin}/en/embed/inventory/`, '');
  expect(embed.headers['x-frame-options']).toBeUndefined();
  expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
});
