import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface NginxHandle {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Runs deploy/nginx.conf on a loopback port with `root` pointed at a built site. Only the
 * `listen` and `root` lines are changed; `transform` may rewrite more (e.g. a sub-path location).
 */
export async function startNginx(
  root: string,
  port: number,
  transform: (conf: string) => string = (c) => c,
): Promise<NginxHandle> {
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
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
