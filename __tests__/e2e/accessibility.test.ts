import { auditPage } from '@/__tests__/e2e/support/axe';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { gotoSettled } from '@/__tests__/e2e/support/settle';

// axe-core, WCAG 2.1 A and AA rules, on every page type in every language.
const PAGE_TYPES = [
  'inventory/',
  'projections/',
  'embed/inventory/?level=sector&view=share',
  'inventory/sector/energy/',
  'inventory/sector/overview/',
  'projections/sector/transport/',
  'projections/sector/ets_esr/total_projections/',
  'projects/',
  'emission-factors/',
  'economic-indicators-ghg/',
  'accessibility/',
  '404/',
];
// The chart page's other views (the same page type in another state), each in one language, the
// languages taking turns.
const VIEWS = [
  ['en', 'inventory/?level=sector&view=share'],
  ['et', 'projections/?view=change'],
  ['ru', 'inventory/?view=per-capita'],
  ['en', 'inventory/?view=drivers&level=sector'],
] as const;

const chromium = useBrowser();

describe.each(['en', 'et', 'ru'])('%s', (locale) => {
  // One tab per language visits every page type in turn: axe reads the page, and a new context (with
  // its own renderer) for each page would cost more than the audit itself.
  let tab: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    // bypassCSP lets the axe script in; the policy itself is tested in nginx.test.ts.
    tab = await openPage(chromium.browser, { reducedMotion: 'reduce', bypassCSP: true });
  });
  afterAll(() => tab.close());

  const views = VIEWS.filter(([l]) => l === locale).map(([, path]) => path);
  test.each([...PAGE_TYPES, ...views])(
    `/${locale}/%s has no WCAG 2.1 A/AA violations and the right lang`,
    async (path) => {
      const { page } = tab;
      await gotoSettled(page, `${baseUrl()}/${locale}/${path}`);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await auditPage(page)).toEqual([]);
    },
  );
});
