/**
 * Analytics configuration: which tracker id to use on which host.
 * Empty by default, so the site loads no tracker and sends nothing anywhere.
 * To enable page-view reporting, add the public host name and the Google
 * Analytics 4 measurement id, e.g. `'ghg.envir.ee': 'G-XXXXXXXXXX'`
 * (see docs/hosting.md, "Analytics").
 */
export const ANALYTICS_TRACKERS: Readonly<Record<string, string>> = {};

/** Address of the tracker script for an id (loaded only when a host has an id). */
export function trackerScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}
