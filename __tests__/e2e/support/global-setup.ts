import { existsSync } from 'node:fs';
import { startStaticServer } from '@/lib/tools/serve/static-server';

/** Serves the built `out/` on a loopback port for the browser tests. */
export default async function globalSetup() {
  const root = process.env.OUT_DIR ?? 'out';
  if (!existsSync(`${root}/en/inventory/index.html`)) {
    throw new Error(`${root}/ has no built site: run "npm run build" first (npm test does).`);
  }
  const port = Number(process.env.E2E_PORT ?? 4173);
  const server = await startStaticServer({ root, port });
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
}
