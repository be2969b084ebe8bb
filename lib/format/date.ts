import type { Locale } from '@/lib/model/locale';

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // Inessive ("in June"), as a date stands in "avaldatud juunis 2021".
  et: [
    'jaanuaris',
    'veebruaris',
    'märtsis',
    'aprillis',
    'mais',
    'juunis',
    'juulis',
    'augustis',
    'septembris',
    'oktoobris',
    'novembris',
    'detsembris',
  ],
  // Prepositional after "в" ("in June"), as a date stands in "опубликовано в июне 2021".
  ru: [
    'в январе',
    'в феврале',
    'в марте',
    'в апреле',
    'в мае',
    'в июне',
    'в июле',
    'в августе',
    'в сентябре',
    'в октябре',
    'в ноябре',
    'в декабре',
  ],
};

const ABOUT: Record<Locale, string> = { en: 'about', et: 'umbes', ru: 'примерно' };

/** A year alone as it stands after "published": "2021", "2021. aastal", "в 2021 году". */
const YEAR: Record<Locale, (year: string) => string> = {
  en: (year) => year,
  et: (year) => `${year}. aastal`,
  ru: (year) => `в ${year} году`,
};

/**
 * A source's date as a data file gives it (`2021`, `2021-06`, `1997-05-14`, optionally after
 * `about `) in the reader's language: "June 2021", "14 May 1997"; "juunis 2021", "2021. aastal",
 * "4.05.1997" (EKI: the day without, the month with a leading zero); "в июне 2021 года",
 * "в 2021 году", "04.05.1997" (Russian: both with a leading zero).
 * Text of another shape is returned as it is.
 */
export function formatSourceDate(text: string, locale: Locale): string {
  const m = /^(about )?(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(text.trim());
  if (!m) return text;
  const [, about, year, month, day] = m;
  const monthIndex = month ? Number(month) - 1 : -1;
  let date = YEAR[locale](year!);
  if (month && day) {
    if (locale === 'en') date = `${Number(day)} ${MONTHS.en[monthIndex]} ${year}`;
    else date = `${locale === 'ru' ? day : Number(day)}.${month}.${year}`;
  } else if (month) date = `${MONTHS[locale][monthIndex]} ${year}${locale === 'ru' ? ' года' : ''}`;
  return about ? `${ABOUT[locale]} ${date}` : date;
}
