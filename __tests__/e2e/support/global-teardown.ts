import type { Server } from 'node:http';
import type { BrowserServer } from 'playwright-core';

export default async function globalTeardown() {
  const { __E2E_SERVER__: server, __E2E_BROWSER__: browser } = globalThis as {
    __E2E_SERVER__?: Server;
    __E2E_BROWSER__?: BrowserServer;
  };
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
