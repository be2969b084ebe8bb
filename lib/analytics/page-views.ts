import { trackerScriptUrl } from '@/lib/analytics/config';
import { selectTrackerId } from '@/lib/analytics/select-tracker';

/** The parts of the browser the adapter touches, so tests can pass fakes. */
export interface AnalyticsEnv {
  host: string;
  /** True in automated browsers and test runners: no tracker then. */
  automated: boolean;
  appendScript: (src: string) => void;
  /** The tracker's command queue (gtag's `dataLayer`). */
  queue: unknown[];
}

export interface PageViewReporter {
  trackerId: string;
  reportPageView: (path: string, title?: string) => void;
}

/**
 * Starts the tracker for this host, or returns null (no script, no request)
 * on local hosts, in automated browsers and when the host has no id.
 */
export function startPageViews(env: AnalyticsEnv, trackers: Readonly<Record<string, string>>): PageViewReporter | null {
  if (env.automated) return null;
  const trackerId = selectTrackerId(env.host, trackers);
  if (!trackerId) return null;
  // gtag.js reads `arguments` objects from the queue, not plain arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    env.queue.push(arguments);
  }
  gtag('js', new Date());
  // Page views are sent on each route change below, not by the tracker on load.
  gtag('config', trackerId, { send_page_view: false, anonymize_ip: true });
  env.appendScript(trackerScriptUrl(trackerId));
  return {
    trackerId,
    reportPageView: (path, title) => gtag('event', 'page_view', { page_path: path, page_title: title }),
  };
}
