import { formatSourceDate } from '@/lib/format/date';

describe('formatSourceDate', () => {
  it.each([
    ['2021-06', 'en', 'June 2021'],
    ['2021-06', 'et', 'juunis 2021'],
    ['1997-05-14', 'en', '14 May 1997'],
    ['1997-05-14', 'et', '14.05.1997'],
    ['2025-11', 'et', 'novembris 2025'],
    ['about 2022-11', 'et', 'umbes novembris 2022'],
    ['2024-02', 'et', 'veebruaris 2024'],
    ['2024-02', 'ru', 'в феврале 2024 года'],
    ['2019', 'en', '2019'],
    ['spring 2020', 'et', 'spring 2020'],
    ['2021-06', 'ru', 'в июне 2021 года'],
    ['1997-05-14', 'ru', '14.05.1997'],
    ['2004-05-01', 'ru', '01.05.2004'],
    ['2004-05-01', 'et', '1.05.2004'],
    ['2021', 'ru', 'в 2021 году'],
    ['2021', 'et', '2021. aastal'],
    ['about 2022-11', 'ru', 'примерно в ноябре 2022 года'],
  ] as const)('%s in %s is %s', (text, locale, expected) => {
    expect(formatSourceDate(text, locale)).toBe(expected);
  });
});
