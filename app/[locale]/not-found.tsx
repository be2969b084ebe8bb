import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { DEFAULT_LOCALE, isLocale } from '@/lib/model/locale';

/** Shown when a page under a locale calls notFound(). */
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundContent locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
