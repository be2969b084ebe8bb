import { formatSourceDate } from '@/lib/format/date';

describe('formatSourceDate', () => {
  it.each([
    ['2021-06', 'en', 'June 2021'],
    ['2021-06', 'et', 'juunis 2021'],
    ['1997-05-14', 'en', '14 May 1997'],
    ['1997-05-14', 'et', '14.05.1997'],
    ['2025-11', 'et', 'novembris 2025'],
    ['about 2022-11', 'et', 'umbes novembris 2022'],
    ['2019', 'en', '2019'],
    ['spring 2020', 'et', 'spring 2020'],
    ['2021-06', 'ru', 'в июне 2021'],
    ['1997-05-14', 'ru', '14.05.1997'],
    ['about 2022-11', 'ru', 'примерно в ноябре 2022'],
  ] as const)('%s in %s is %s', (text, locale, expected) => {
    expect(formatSourceDate(text, locale)).toBe(expected);
  });
});
