'use client';

import { usePathname } from 'next/navigation';
import type { FocusEvent, MouseEvent } from 'react';
import { rememberLocale } from '@/lib/i18n/detect-locale';
import { localizedHref } from '@/lib/i18n/locale-url';
import { locales, type Locale } from '@/lib/i18n/routing';
import styles from './LanguageSwitcher.module.css';

const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** Language names are shown in their own language, so they are not translated. */
const LANGUAGES: Record<Locale, { short: string; name: string }> = {
  en: { short: 'ENG', name: 'English' },
  et: { short: 'EE', name: 'Eesti keel' },
};

/**
 * ENG / EE selector. Each link points to the same page in the other language;
 * on click the query string and hash of the current address are added (filters
 * rewrite them after the page was rendered) and the choice is remembered.
 */
export function LanguageSwitcher({ locale, label, currentLabel }: { locale: Locale; label: string; currentLabel: string }) {
  const pathname = `${BASE_PATH}${usePathname() ?? '/'}`;

  function updateHref(event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>, target: Locale) {
    event.currentTarget.href = localizedHref(window.location, target, BASE_PATH);
  }

  return (
    <nav className={styles.switcher} aria-label={label}>
      <ul className={styles.list}>
        {locales.map((target) => {
          const { short, name } = LANGUAGES[target];
          const current = target === locale;
          return (
            <li key={target}>
              <a
                className={styles.link}
                href={localizedHref({ pathname }, target, BASE_PATH)}
                hrefLang={target}
                lang={target}
                aria-current={current ? 'true' : undefined}
                onMouseEnter={(e) => updateHref(e, target)}
                onFocus={(e) => updateHref(e, target)}
                onClick={(e) => {
                  updateHref(e, target);
                  rememberLocale(window, target, BASE_PATH);
                }}
              >
                {short}
                <span className="visually-hidden">
                  {` (${name}${current ? `, ${currentLabel}` : ''})`}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
