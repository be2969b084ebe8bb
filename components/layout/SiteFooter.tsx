import { SiteLink } from '@/components/links/SiteLink';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/layout/SiteFooter.module.css';
import type { Locale } from '@/lib/model/locale';
import { loadSubmissions } from '@/lib/compile/load/load';
import { dataPagePath } from '@/lib/open-data/names';

/** Footer: publisher (EKUK), the data source (the newest inventory submission), the accessibility statement and the open data. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.by}>
          <strong>{t('byEkuk')}</strong> · {t('ekukName')}
        </p>
        <p className={styles.source}>{t('dataSource', { source: loadSubmissions(locale)[0]?.source ?? '' })}</p>
        <p className={styles.links}>
          <SiteLink href={`/${locale}/accessibility/`}>{t('accessibility')}</SiteLink>
          {' · '}
          <SiteLink href={dataPagePath(locale)}>{t('openData')}</SiteLink>
        </p>
      </div>
    </footer>
  );
}
