/** Debian's Chromium, used by the bench unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell), used by the browser
 * tests unless HEADLESS_SHELL_PATH names another: without the browser's window machinery it loads a
 * page with about half the processor time, which the tests, loading pages by the hundred, spend most.
 */
export const DEFAULT_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Headless flags for a machine without outside network: no sandbox (root), no background calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
