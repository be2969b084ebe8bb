import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isFramablePath, securityHeaders } from '@/lib/tools/build-steps/csp';
import { LOCALES } from '@/lib/model/locale';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
};

/** Compressed like deploy/nginx.conf does it (gzip for text types), so measurements see what a CDN sends. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.csv', '.yml']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const gzipped = new Map<string, { mtime: number; body: Buffer }>();

function gzipOf(file: string): Buffer {
  const mtime = statSync(file).mtimeMs;
  const hit = gzipped.get(file);
  if (hit && hit.mtime === mtime) return hit.body;
  const body = gzipSync(readFileSync(file), { level: 6 });
  gzipped.set(file, { mtime, body });
  return body;
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  return /\bgzip\b/.test(Array.isArray(header) ? header.join(',') : (header ?? ''));
}

interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Sub-path the site is hosted under, e.g. "/ghg"; empty for the root. */
  basePath?: string;
}

function fileFor(root: string, urlPath: string): string | null {
  const safe = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const full = path.join(root, safe);
  if (!full.startsWith(root)) return null;
  if (existsSync(full) && statSync(full).isFile()) return full;
  const index = path.join(full, 'index.html');
  if (existsSync(index)) return index;
  if (existsSync(`${full}.html`)) return `${full}.html`;
  return null;
}

/** The localised 404 page for a path: /et/… gets the Estonian one, /ru/… the Russian one. */
function notFoundFile(root: string, urlPath: string): string | null {
  const locale = new RegExp(`^/(${LOCALES.join('|')})(/|$)`).exec(urlPath)?.[1];
  const candidates = [locale && path.join(root, locale, '404', 'index.html'), path.join(root, '404.html')];
  return candidates.find((c): c is string => Boolean(c) && existsSync(c as string)) ?? null;
}

/**
 * A small static file server for `out/`, like a CDN: index.html per folder, trailing slashes, localised 404,
 * and the security headers deploy/ sends (lib/tools/build-steps/csp.ts), so framing works as it does behind nginx.
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  basePath = '',
}: StaticServerOptions): Promise<Server> {
  const absRoot = path.resolve(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    if (basePath) {
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
        res.writeHead(404).end('Not found');
        return;
      }
      pathname = pathname.slice(basePath.length) || '/';
    }
    for (const [name, value] of securityHeaders(isFramablePath(pathname) ? 'any' : 'none')) res.setHeader(name, value);
    const file = fileFor(absRoot, pathname);
    if (file && file.endsWith('index.html') && !pathname.endsWith('/')) {
      res.writeHead(308, { Location: `${basePath}${pathname}/${url.search}` }).end();
      return;
    }
    const target = file ?? notFoundFile(absRoot, pathname);
    if (!target) {
      res.writeHead(404).end('Not found');
      return;
    }
    const compress = COMPRESSIBLE.has(path.extname(target)) && acceptsGzip(req.headers['accept-encoding']);
    res.writeHead(file ? 200 : 404, {
      // Share images from opengraph-image.tsx are exported without an extension.
      'Content-Type':
        path.basename(target) === 'opengraph-image'
          ? 'image/png'
          : (TYPES[path.extname(target)] ?? 'application/octet-stream'),
      // Hashed build files never change under their name; everything else is revalidated (as deploy/nginx.conf).
      'Cache-Control': pathname.startsWith('/_next/static/') ? IMMUTABLE : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (compress) res.end(gzipOf(target));
    else createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
