import { ANALYTICS_TRACKERS } from '@/lib/analytics/config';
import { startPageViews, type AnalyticsEnv } from '@/lib/analytics/page-views';
import { isLocalHost, selectTrackerId } from '@/lib/analytics/select-tracker';

const trackers = {
  'ghg.envir.ee': 'G-PUBLIC',
  'test.envir.ee': 'G-STAGING',
  localhost: 'G-LOCAL',
  '127.0.0.1': 'G-LOOP',
};

describe('selectTrackerId', () => {
  test.each([
    ['ghg.envir.ee', 'G-PUBLIC'],
    ['GHG.envir.ee:443', 'G-PUBLIC'],
    ['www.ghg.envir.ee', 'G-PUBLIC'],
    ['test.envir.ee', 'G-STAGING'],
    ['example.org', undefined],
    ['localhost', undefined],
    ['localhost:4205', undefined],
    ['127.0.0.1:4205', undefined],
    ['[::1]:3000', undefined],
    ['app.localhost', undefined],
    ['', undefined],
  ])('%p → %p', (host, id) => {
    expect(selectTrackerId(host, trackers)).toBe(id);
  });

  test.each(['localhost', '127.0.0.1', '127.1.2.3:80', '0.0.0.0', '::1'])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });
  test.each(['ghg.envir.ee', '10.0.0.1', '128.0.0.1'])('%s is not local', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});

function fakeEnv(host: string, automated = false): AnalyticsEnv & { scripts: string[] } {
  const scripts: string[] = [];
  return { host, automated, scripts, appendScript: (src) => scripts.push(src), queue: [] };
}
const commands = (queue: unknown[]) => queue.map((args) => Array.from(args as ArrayLike<unknown>));

test('on a configured host: loads the tracker once and reports each page view', () => {
  const env = fakeEnv('ghg.envir.ee');
  const reporter = startPageViews(env, trackers);
  reporter?.reportPageView('/en/inventory/', 'Inventory');
  reporter?.reportPageView('/et/projects/', 'Projektid');
  expect(env.scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-PUBLIC']);
  expect(commands(env.queue).slice(1)).toEqual([
    ['config', 'G-PUBLIC', { send_page_view: false, anonymize_ip: true }],
    ['event', 'page_view', { page_path: '/en/inventory/', page_title: 'Inventory' }],
    ['event', 'page_view', { page_path: '/et/projects/', page_title: 'Projektid' }],
  ]);
});

test.each([
  ['localhost:4205', false],
  ['127.0.0.1:4205', false],
  ['unknown.example', false],
  ['ghg.envir.ee', true],
])('nothing is loaded or queued on %s (automated browser: %p)', (host, automated) => {
  const env = fakeEnv(host, automated);
  expect(startPageViews(env, trackers)).toBeNull();
  expect(env.scripts).toEqual([]);
  expect(env.queue).toEqual([]);
});

test('the shipped configuration has no tracker, so no host loads one', () => {
  expect(ANALYTICS_TRACKERS).toEqual({});
  const env = fakeEnv('ghg.envir.ee');
  expect(startPageViews(env, ANALYTICS_TRACKERS)).toBeNull();
  expect(env.scripts).toEqual([]);
});
