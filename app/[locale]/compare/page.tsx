import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareExplorer } from '@/components/compare/CompareExplorer';
import { CompareView } from '@/components/compare/CompareView';
import styles from '@/components/compare/Compare.module.css';
import { loadCompareData } from '@/lib/compile/load/load';
import type { MessageTree } from '@/lib/i18n/translate';
import { localeParams } from '@/lib/i18n/route-params';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { DEFAULT_COMPARE } from '@/lib/url-state/compare';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Compare' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return buildPageMetadata({
    locale,
    path: '/compare/',
    title: t('title'),
    description: t('metaDescription'),
    siteName: common('siteTitle'),
  });
}

/** Estonia against its neighbours and the EU27; the default view is in the exported HTML. */
export default async function ComparePage({ params }: { params: Params }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('Compare');
  const messages = (await getMessages()).Compare as MessageTree;
  const data = loadCompareData(locale);
  return (
    <div>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <Suspense fallback={<CompareView data={data} locale={locale} messages={messages} state={DEFAULT_COMPARE} />}>
        <CompareExplorer data={data} locale={locale} messages={messages} />
      </Suspense>
    </div>
  );
}
