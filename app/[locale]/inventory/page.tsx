import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChartPageContent } from '@/components/charts/ChartPageContent';
import { isLocale } from '@/lib/i18n/routing';
import { buildAlternates } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  return { title: t('inventoryTitle'), description: t('inventoryIntro'), alternates: buildAlternates(locale, '/inventory/') };
}

export default async function InventoryPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ChartPageContent locale={isLocale(locale) ? locale : 'en'} period="inventory" />;
}
