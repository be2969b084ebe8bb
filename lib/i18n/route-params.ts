/**
 * The one place where route parameters (strings, as Next gives them) become the site's types:
 * a supported locale or period narrows, anything else is a 404.
 */
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/model/locale';
import { isPeriodName, type Period } from '@/lib/model/dimensions';

/** The locale of a route, or a 404. */
export function narrowLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** The period of a route, or a 404. */
export function narrowPeriod(value: string): Period {
  if (!isPeriodName(value)) notFound();
  return value;
}

/** Awaits a route's params and narrows its `locale`. */
export async function localeParams<P extends { locale: string }>(
  params: Promise<P>,
): Promise<Omit<P, 'locale'> & { locale: Locale }> {
  const { locale, ...rest } = await params;
  return { ...rest, locale: narrowLocale(locale) };
}

/** Awaits a route's params and narrows its `locale` and `period`. */
export async function periodParams<P extends { locale: string; period: string }>(
  params: Promise<P>,
): Promise<Omit<P, 'locale' | 'period'> & { locale: Locale; period: Period }> {
  const { locale, period, ...rest } = await params;
  return { ...rest, locale: narrowLocale(locale), period: narrowPeriod(period) };
}
