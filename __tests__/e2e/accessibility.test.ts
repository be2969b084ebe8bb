import { auditPage } from '@/__tests__/e2e/support/axe';
import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';

// axe-core, WCAG 2.1 A and AA rules, on every page type in both locales.
const PAGE_TYPES = [
  'inventory/',
  'inventory/?level=sector&view=share',
  'projections/?view=change',
  'embed/inventory/?level=sector&view=share',
  'projections/',
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

const chromium = useBrowser();

describe.each(['en', 'et'])('%s', (locale) => {
  test.each(PAGE_TYPES)(`/${locale}/%s has no WCAG 2.1 A/AA violations and the right lang`, async (path) => {
    // bypassCSP lets the axe script in; the policy itself is tested in nginx.test.ts.
    const { page, context } = await openPage(chromium.browser, { reducedMotion: 'reduce', bypassCSP: true });
    await page.goto(`${baseUrl()}/${locale}/${path}`, { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await auditPage(page)).toEqual([]);
    await context.close();
  });
});
