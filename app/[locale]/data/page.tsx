import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DataPage } from '@/components/open-data/DataPage';
import { openDataCatalogue } from '@/lib/open-data/collect';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { localeParams } from '@/lib/i18n/route-params';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'DataPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return buildPageMetadata({
    locale,
    path: '/data/',
    title: t('title'),
    description: t('description'),
    siteName: common('siteTitle'),
  });
}

export default async function OpenDataPage({ params }: { params: Params }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  return <DataPage locale={locale} datasets={openDataCatalogue(locale)} />;
}
