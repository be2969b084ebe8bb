import { buildAlternates } from '@/lib/seo/metadata';
import { absoluteUrl, metadataBaseUrl, siteOrigin } from '@/lib/seo/site-url';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';

describe('site URL', () => {
  test.each([
    [{}, 'https://ghg.envir.ee'],
    [{ SITE_URL: '' }, 'https://ghg.envir.ee'],
    [{ SITE_URL: 'https://example.org/' }, 'https://example.org'],
    [{ SITE_URL: 'http://localhost:4205' }, 'http://localhost:4205'],
  ])('origin from %p', (env, origin) => {
    expect(siteOrigin(env)).toBe(origin);
  });
  test('absolute URLs include BASE_PATH', () => {
    expect(absoluteUrl('/en/projects/', { SITE_URL: 'https://a.ee', BASE_PATH: '/ghg' })).toBe(
      'https://a.ee/ghg/en/projects/',
    );
    expect(absoluteUrl('en/', {})).toBe('https://ghg.envir.ee/en/');
  });
});

test('sitemap lists each path once per locale, with hreflang alternates and x-default', () => {
  const env = { SITE_URL: 'https://a.ee' };
  const entries = buildSitemap(['/inventory/', '/projects/energy/', '/inventory/'], ['en', 'et'], env);
  expect(entries.map((e) => e.url)).toEqual([
    'https://a.ee/en/inventory/',
    'https://a.ee/et/inventory/',
    'https://a.ee/en/projects/energy/',
    'https://a.ee/et/projects/energy/',
  ]);
  expect(entries[3]?.alternates?.languages).toEqual({
    en: 'https://a.ee/en/projects/energy/',
    et: 'https://a.ee/et/projects/energy/',
    'x-default': 'https://a.ee/en/projects/energy/',
  });
});

test('robots allow everything and point at the sitemap', () => {
  expect(buildRobots({ SITE_URL: 'https://a.ee', BASE_PATH: '/ghg' })).toEqual({
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: 'https://a.ee/ghg/sitemap.xml',
  });
});

test('page alternates: canonical in the page locale, en, et, ru and x-default', () => {
  const saved = process.env.SITE_URL;
  process.env.SITE_URL = 'https://a.ee';
  try {
    expect(buildAlternates('et', '/emission-factors/')).toEqual({
      canonical: 'https://a.ee/et/emission-factors/',
      languages: {
        en: 'https://a.ee/en/emission-factors/',
        et: 'https://a.ee/et/emission-factors/',
        ru: 'https://a.ee/ru/emission-factors/',
        'x-default': 'https://a.ee/en/emission-factors/',
      },
    });
  } finally {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  }
});

test('metadata base carries the sub-path so og:image URLs keep it', () => {
  expect(metadataBaseUrl({ SITE_URL: 'https://a.ee', BASE_PATH: '/ghg' }).href).toBe('https://a.ee/ghg/');
  expect(metadataBaseUrl({}).href).toBe('https://ghg.envir.ee/');
});
