'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, type FocusEvent, type MouseEvent } from 'react';
import { rememberLocale } from '@/lib/i18n/detect-locale';
import { localizedHref } from '@/lib/i18n/locale-url';
import styles from '@/components/layout/LanguageSwitcher.module.css';
import { type Locale, LOCALES } from '@/lib/model/locale';
import { BASE_PATH, withBasePath } from '@/lib/url-state/base-path';

/** Language names are shown in their own language, so they are not translated. */
const LANGUAGES: Record<Locale, { short: string; name: string }> = {
  en: { short: 'ENG', name: 'English' },
  et: { short: 'ET', name: 'eesti keel' },
  ru: { short: 'RUS', name: 'русский язык' },
};

type Props = { locale: Locale; label: string; currentLabel: string };

function updateHref(event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>, target: Locale) {
  event.currentTarget.href = localizedHref(window.location, target, BASE_PATH);
}

function LanguageLinks({ locale, label, currentLabel, search }: Props & { search: string }) {
  const pathname = withBasePath(usePathname() ?? '/');
  return (
    <nav className={styles.switcher} aria-label={label}>
      <ul className={styles.list}>
        {LOCALES.map((target) => {
          const { short, name } = LANGUAGES[target];
          const current = target === locale;
          return (
            <li key={target}>
              <a
                className={styles.link}
                href={localizedHref({ pathname, search }, target, BASE_PATH)}
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
                <span className="visually-hidden">{` (${name}${current ? `, ${currentLabel}` : ''})`}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LanguageLinksWithQuery(props: Props) {
  const search = useSearchParams()?.toString() ?? '';
  return <LanguageLinks {...props} search={search} />;
}

/**
 * ENG / ET / RUS selector: each link points to the same page in another language
 * with the same query string (kept up to date as filters rewrite it; the
 * static HTML has the path only). The address at click time wins, and the
 * choice is remembered for the unprefixed routes.
 */
export function LanguageSwitcher(props: Props) {
  return (
    <Suspense fallback={<LanguageLinks {...props} search="" />}>
      <LanguageLinksWithQuery {...props} />
    </Suspense>
  );
}
