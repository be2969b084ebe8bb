import { dropLocaleParam, localizedHref, stripBasePath } from '@/lib/i18n/locale-url';

describe('localizedHref', () => {
  test.each([
    [
      'switches a prefixed page, keeping the query',
      { pathname: '/en/inventory/', search: '?gas=co2' },
      'et',
      '',
      '/et/inventory/?gas=co2',
    ],
    ['switches back to English', { pathname: '/et/projects/energy/', search: '' }, 'en', '', '/en/projects/energy/'],
    [
      'keeps repeated parameters and their order',
      { pathname: '/en/inventory/', search: '?level=sector&sector=energy&sector=waste' },
      'et',
      '',
      '/et/inventory/?level=sector&sector=energy&sector=waste',
    ],
    [
      'keeps the hash',
      { pathname: '/en/emission-factors/', search: '?a=1', hash: '#table' },
      'et',
      '',
      '/et/emission-factors/?a=1#table',
    ],
    [
      'prefixes an unprefixed path and drops lng',
      { pathname: '/inventory/', search: '?lng=et&gas=co2' },
      'et',
      '',
      '/et/inventory/?gas=co2',
    ],
    [
      'drops lng wherever it stands',
      { pathname: '/inventory/', search: '?gas=co2&lng=et&level=sector' },
      'et',
      '',
      '/et/inventory/?gas=co2&level=sector',
    ],
    [
      'keeps deeper unprefixed paths',
      { pathname: '/projections/sector/energy/', search: '' },
      'en',
      '',
      '/en/projections/sector/energy/',
    ],
    ['the root leads to the inventory home route', { pathname: '/', search: '' }, 'en', '', '/en/inventory/'],
    ['a bare locale leads to the home route', { pathname: '/en/', search: '?x=1' }, 'et', '', '/et/inventory/?x=1'],
    [
      'adds the missing trailing slash',
      { pathname: '/inventory', search: '?gas=ch4' },
      'en',
      '',
      '/en/inventory/?gas=ch4',
    ],
    [
      'respects the base path',
      { pathname: '/ghg/en/inventory/', search: '?gas=co2' },
      'et',
      '/ghg',
      '/ghg/et/inventory/?gas=co2',
    ],
    [
      'respects the base path on an unprefixed route',
      { pathname: '/ghg/projects/', search: '?lng=et' },
      'et',
      '/ghg',
      '/ghg/et/projects/',
    ],
    ['respects the base path at its root', { pathname: '/ghg', search: '' }, 'et', '/ghg', '/ghg/et/inventory/'],
    [
      'keeps percent-encoded segments as they are',
      { pathname: '/en/projects/%C3%B5hk/', search: '' },
      'et',
      '',
      '/et/projects/%C3%B5hk/',
    ],
  ] as const)('%s', (_name, location, locale, basePath, expected) => {
    expect(localizedHref(location, locale, basePath)).toBe(expected);
  });
});

describe('dropLocaleParam', () => {
  test.each([
    ['', ''],
    ['?', ''],
    ['?lng=et', ''],
    ['lng=et&gas=co2', '?gas=co2'],
    ['?gas=co2&gas=ch4', '?gas=co2&gas=ch4'],
    ['?q=a%20b&lng=en', '?q=a%20b'],
    ['?lng', ''],
    ['?lngx=1', '?lngx=1'],
  ])('%s → %s', (search, expected) => {
    expect(dropLocaleParam(search)).toBe(expected);
  });
});

describe('stripBasePath', () => {
  test.each([
    ['/en/inventory/', '', '/en/inventory/'],
    ['/ghg/en/inventory/', '/ghg', '/en/inventory/'],
    ['/ghg', '/ghg', '/'],
    ['/ghgx/en/', '/ghg', '/ghgx/en/'],
  ])('%s without %s', (pathname, basePath, expected) => {
    expect(stripBasePath(pathname, basePath)).toBe(expected);
  });
});
