import { detectLocale, localeCookie, matchLocale, readCookie, type LocaleSources } from '@/lib/i18n/detect-locale';

describe('detectLocale: each source alone', () => {
  test.each<[string, LocaleSources, 'en' | 'et' | 'ru']>([
    ['query lng', { search: '?lng=et' }, 'et'],
    ['query lng with a region', { search: '?gas=co2&lng=et-EE' }, 'et'],
    ['cookie', { cookie: 'a=1; NEXT_LOCALE=et; b=2' }, 'et'],
    ['localStorage', { localStorage: 'et' }, 'et'],
    ['sessionStorage', { sessionStorage: 'et' }, 'et'],
    ['navigator languages', { navigatorLanguages: ['et-EE', 'en-US'] }, 'et'],
    ['navigator languages: first supported wins', { navigatorLanguages: ['fi-FI', 'et', 'en'] }, 'et'],
    ['a Russian-speaking browser', { navigatorLanguages: ['ru-RU', 'ru', 'en-US'] }, 'ru'],
    ['query lng ru', { search: '?lng=ru' }, 'ru'],
    ['html lang', { htmlLang: 'et' }, 'et'],
    ['nothing: English fallback', {}, 'en'],
    [
      'only unsupported languages: English fallback',
      { search: '?lng=fi', navigatorLanguages: ['fi', 'sv-FI'], htmlLang: 'de' },
      'en',
    ],
  ])('%s', (_name, sources, expected) => {
    expect(detectLocale(sources)).toBe(expected);
  });
});

describe('detectLocale: order', () => {
  const all: LocaleSources = {
    search: '?lng=et',
    cookie: 'NEXT_LOCALE=en',
    localStorage: 'et',
    sessionStorage: 'en',
    navigatorLanguages: ['et-EE'],
    htmlLang: 'en',
  };

  test.each<[string, LocaleSources, 'en' | 'et' | 'ru']>([
    ['query beats cookie', all, 'et'],
    ['cookie beats localStorage', { ...all, search: '' }, 'en'],
    ['localStorage beats sessionStorage', { ...all, search: '', cookie: '' }, 'et'],
    ['sessionStorage beats navigator', { ...all, search: '', cookie: '', localStorage: null }, 'en'],
    ['navigator beats html lang', { ...all, search: '', cookie: '', localStorage: null, sessionStorage: null }, 'et'],
    ['html lang last', { htmlLang: 'et', navigatorLanguages: [] }, 'et'],
    ['an unsupported query value falls through to the cookie', { ...all, search: '?lng=fi' }, 'en'],
    ['an unsupported cookie falls through to localStorage', { ...all, search: '', cookie: 'NEXT_LOCALE=fi' }, 'et'],
  ])('%s', (_name, sources, expected) => {
    expect(detectLocale(sources)).toBe(expected);
  });
});

describe('matchLocale', () => {
  test.each([
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['et_EE', 'et'],
    [' et ', 'et'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['fi', undefined],
    ['', undefined],
    [null, undefined],
    ['english', undefined],
  ])('%s → %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});

describe('readCookie', () => {
  test.each([
    ['NEXT_LOCALE=et', 'NEXT_LOCALE', 'et'],
    ['x=1;  NEXT_LOCALE=en ;y=2', 'NEXT_LOCALE', 'en'],
    ['MY_NEXT_LOCALE=et', 'NEXT_LOCALE', undefined],
    ['', 'NEXT_LOCALE', undefined],
    ['q=a%20b', 'q', 'a b'],
    ['q=%E0%A4%A', 'q', undefined],
  ])('%s', (cookie, name, expected) => {
    expect(readCookie(cookie, name)).toBe(expected);
  });
});

describe('localeCookie', () => {
  test('remembers for a year on the whole site', () => {
    expect(localeCookie('et')).toBe('NEXT_LOCALE=et; Path=/; Max-Age=31536000; SameSite=Lax');
  });
  test('is scoped to the base path', () => {
    expect(localeCookie('en', '/ghg')).toBe('NEXT_LOCALE=en; Path=/ghg; Max-Age=31536000; SameSite=Lax');
  });
});
