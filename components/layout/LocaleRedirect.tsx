'use client';

import { useEffect } from 'react';
import { detectLocale, readLocaleSources, rememberLocale } from '@/lib/i18n/detect-locale';
import { localizedHref } from '@/lib/i18n/locale-url';
import { BASE_PATH } from '@/lib/url-state/base-path';

/**
 * Picks the language (SPEC §9 order), remembers it and replaces the current
 * unprefixed address with the locale-prefixed page, keeping path and query.
 */
export function LocaleRedirect() {
  useEffect(() => {
    const locale = detectLocale(readLocaleSources(window));
    rememberLocale(window, locale, BASE_PATH);
    window.location.replace(localizedHref(window.location, locale, BASE_PATH));
  }, []);
  return null;
}
