import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MarkdownBody } from '@/components/shared/MarkdownBody';
import styles from '@/components/content/TabbedContent.module.css';
import { loadContentPage } from '@/lib/compile/load/load-tabbed';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { localeParams } from '@/lib/i18n/route-params';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ContentPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return buildPageMetadata({
    locale,
    path: '/accessibility/',
    title: t('accessibilityTitle'),
    description: t('accessibilityDescription'),
    siteName: common('siteTitle'),
  });
}

export default async function AccessibilityPage({ params }: { params: Params }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('ContentPage');
  const common = await getTranslations('Common');
  const text = loadContentPage('accessibility', locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('accessibilityTitle')}</h1>
      <article className={styles.article}>
        <MarkdownBody html={text.html} lang={text.lang} inEnglishNotice={common('inEnglish')} />
      </article>
    </div>
  );
}
