import { accessSync, constants, existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { HEADLESS_SHELL_PATH } from '@/__tests__/e2e/support/browser';
import { CHROMIUM_ARGS } from '@/lib/tools/browser/chromium';
import { startStaticServer } from '@/lib/tools/serve/static-server';
import { listTestTools } from '@/lib/tools/test-tools';

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Serves the built `out/` on a loopback port and starts the one Chromium that every test file
 * connects to (each file opens its own contexts), so no worker launches a browser of its own.
 */
export default async function globalSetup() {
  const root = process.env.OUT_DIR ?? 'out';
  if (!existsSync(`${root}/en/inventory/index.html`)) {
    throw new Error(`${root}/ has no built site: run "npm run build" first (npm test does).`);
  }
  const missing = listTestTools(process.env).filter((t) => !isExecutable(t.path));
  if (missing.length > 0) {
    const where = missing.map((t) => `${t.name} at ${t.path} (${t.envVar})`).join(', ');
    throw new Error(`Not found: ${where}. "npm run ensure-test-tools" installs it or names the command.`);
  }
  const port = Number(process.env.E2E_PORT ?? 4173);
  const server = await startStaticServer({ root, port });
  const browser = await chromium.launchServer({
    executablePath: HEADLESS_SHELL_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  Object.assign(globalThis, { __E2E_SERVER__: server, __E2E_BROWSER__: browser });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}
