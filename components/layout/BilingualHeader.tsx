import { getTranslations } from 'next-intl/server';
import { BrandMark } from '@/components/layout/BrandMark';
import styles from '@/components/layout/SiteHeader.module.css';
import { LOCALES } from '@/lib/model/locale';

/** Header of pages outside the language folders (root 404, language choice): the site title in every language. */
export async function BilingualHeader() {
  const titles = await Promise.all(
    LOCALES.map(
      async (locale) => [locale, (await getTranslations({ locale, namespace: 'Common' }))('siteTitle')] as const,
    ),
  );
  return (
    <header className={`${styles.header} ${styles.banded}`}>
      <div className={styles.top}>
        <p className={styles.brand}>
          <BrandMark />
          <span className={styles.titles}>
            {titles.map(([locale, title], i) => (
              <span key={locale} lang={locale} className={i > 0 ? styles.secondTitle : undefined}>
                {title}
              </span>
            ))}
          </span>
        </p>
      </div>
    </header>
  );
}
