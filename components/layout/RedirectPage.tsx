import { getTranslations } from 'next-intl/server';
import { listUnprefixedParams, type UnprefixedSection } from '@/lib/i18n/unprefixed-routes';
import { BilingualHeader } from '@/components/layout/BilingualHeader';
import { LocaleRedirect } from '@/components/layout/LocaleRedirect';
import styles from '@/components/layout/RedirectPage.module.css';
import { LOCALES, type Locale } from '@/lib/model/locale';
import { HYDRATE_AT_ONCE } from '@/lib/site/hydration';
import { withBasePath } from '@/lib/url-state/base-path';

/** The message naming each language's link ("Continue in Estonian"). */
const LANGUAGE_KEYS = { en: 'english', et: 'estonian', ru: 'russian' } as const satisfies Record<Locale, string>;

/**
 * Body of an unprefixed route: the script picks the language and moves on;
 * without JavaScript the visitor chooses from plain links (shown after a short
 * delay, so visitors with JavaScript do not see them flash).
 */
export async function RedirectPage({ segments }: { segments: string[] }) {
  const rest = segments.map(encodeURIComponent).join('/');
  const translators = await Promise.all(LOCALES.map((locale) => getTranslations({ locale, namespace: 'Redirect' })));
  return (
    // Its script is all it is for: loaded at once, not after a first paint that this page holds back.
    <div className={styles.page} {...{ [HYDRATE_AT_ONCE]: '' }}>
      <BilingualHeader />
      <main id="main" className="page">
        <LocaleRedirect />
        {LOCALES.map((locale, i) => {
          const t = translators[i]!;
          const Heading = i === 0 ? 'h1' : 'h2';
          return (
            <section key={locale} lang={locale} className={styles.choice}>
              <Heading className={styles.heading}>{t('heading')}</Heading>
              <p>{t('text')}</p>
              <ul className="inline-list">
                {LOCALES.map((target) => (
                  <li key={target}>
                    <a href={withBasePath(`/${target}/${rest}/`)} hrefLang={target}>
                      {t(LANGUAGE_KEYS[target])}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </main>
    </div>
  );
}

type SlugProps = { params: Promise<{ slug?: string[] }> };

/** `generateStaticParams` for the unprefixed catch-all route of a section. */
export function redirectParamsFor(section: UnprefixedSection) {
  return () => listUnprefixedParams(section);
}

/** The page component for the unprefixed catch-all route of a section. */
export function redirectPageFor(section: UnprefixedSection) {
  return async function SectionRedirectPage({ params }: SlugProps) {
    const { slug = [] } = await params;
    return <RedirectPage segments={[section, ...slug]} />;
  };
}
