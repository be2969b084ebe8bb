import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_NGINX_BIN } from '@/lib/tools/test-tools';

export const NGINX_BIN = process.env.NGINX_BIN || DEFAULT_NGINX_BIN;

export interface NginxHandle {
  url: string;
  stop: () => Promise<void>;
}

/** A loopback port that is free now (the system picks it), so test files in parallel never share one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Runs deploy/nginx.conf on a free loopback port with `root` pointed at a built site. Only the
 * `listen` and `root` lines are changed; `transform` may rewrite more (e.g. a sub-path location).
 * Should another process take the port before nginx binds it, nginx exits and another port is tried.
 */
export async function startNginx(root: string, transform: (conf: string) => string = (c) => c): Promise<NginxHandle> {
  for (let attempt = 1; ; attempt++) {
    const handle = await tryNginx(root, await freePort(), transform);
    if (handle) return handle;
    if (attempt === 3) throw new Error('nginx did not start on any of three free ports');
  }
}

async function tryNginx(root: string, port: number, transform: (conf: string) => string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ghg-nginx-'));
  const conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/var\/www\/ghg\/out;/, `root ${path.resolve(root)};`)
    .replace(/pid \/tmp\/ghg-nginx\.pid;/, `pid ${dir}/nginx.pid;`);
  writeFileSync(path.join(dir, 'nginx.conf'), transform(conf));
  for (const include of ['security-headers.conf', 'security-headers-embed.conf'])
    cpSync(`deploy/${include}`, path.join(dir, include));
  const check = spawnSync(NGINX_BIN, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const proc = spawn(NGINX_BIN, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => proc.once('exit', () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) return undefined;
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    stop: async () => {
      proc.kill('SIGTERM');
      await exit;
    },
  };
}
