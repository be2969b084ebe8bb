import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import { DEFAULT_LOCALE, isLocale } from '@/lib/model/locale';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: loadMessages(locale) };
});
