import type { Page, Request, Response } from 'playwright-core';

/**
 * A page's load and the work that follows it, awaited: like Playwright's 'networkidle' (no request
 * for 500 ms), with a shorter quiet time, so that a test visiting hundreds of pages does not wait
 * half a second on each. Settled means: the load event has fired and none of the page's requests has
 * been in flight for QUIET_MS (the scripts that run after the first paint, what the page fetches
 * when idle, such as a chart island, and that island's data each start within it).
 */
const QUIET_MS = 250;
/** The longest wait for a page to settle before the test fails naming what is still loading. */
const SETTLE_TIMEOUT_MS = 15_000;

const inFlight = new WeakMap<Page, { requests: Set<Request>; changed: number }>();

/** Follows a page's requests (once per page), from before its first navigation. */
function followRequests(page: Page) {
  const known = inFlight.get(page);
  if (known) return known;
  const state = { requests: new Set<Request>(), changed: Date.now() };
  const change = (request: Request, started: boolean) => {
    if (started) state.requests.add(request);
    else state.requests.delete(request);
    state.changed = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  inFlight.set(page, state);
  return state;
}

/** Stops following a page's requests (its listeners are gone): the next settle follows them anew. */
export function forgetRequests(page: Page): void {
  inFlight.delete(page);
}

/** Waits until the page has settled (see above). */
export async function settle(page: Page): Promise<void> {
  const state = followRequests(page);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await page.waitForLoadState('load');
    const quietFor = Date.now() - state.changed;
    if (state.requests.size === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline)
      throw new Error(`${page.url()} still loading: ${[...state.requests].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(state.requests.size === 0 ? QUIET_MS - quietFor : 50);
  }
}

/** Opens `url` and waits until the page has settled; returns the answer to the navigation. */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  followRequests(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return response;
}
