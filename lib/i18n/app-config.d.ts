/** next-intl's `useLocale()` and `getLocale()` return the site's `Locale`, not a plain string. */
import type { Locale } from '@/lib/model/locale';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
  }
}
