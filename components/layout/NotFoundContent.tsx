import { getTranslations } from 'next-intl/server';
import styles from '@/components/layout/NotFoundContent.module.css';
import { type Locale, LOCALES } from '@/lib/model/locale';
import { withBasePath } from '@/lib/url-state/base-path';

/** "Page not found" text with links to the home route in this and every other language (each named in its own). */
export async function NotFoundContent({ locale, heading: Heading = 'h1' }: { locale: Locale; heading?: 'h1' | 'h2' }) {
  const others = LOCALES.filter((l) => l !== locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const names = await Promise.all(
    others.map(async (l) => (await getTranslations({ locale: l, namespace: 'NotFound' }))('inThisLanguage')),
  );
  // Plain links: the page is also served at unknown addresses, where client navigation has nothing to build on.
  return (
    <div className={styles.box} lang={locale}>
      <p className={styles.code}>404</p>
      <Heading>{t('heading')}</Heading>
      <p>{t('text')}</p>
      <ul className="inline-list">
        <li>
          <a href={withBasePath(`/${locale}/inventory/`)}>{t('home')}</a>
        </li>
        {others.map((other, i) => (
          <li key={other}>
            <a href={withBasePath(`/${other}/inventory/`)} hrefLang={other} lang={other}>
              {names[i]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
