import { getTranslations, setRequestLocale } from 'next-intl/server';

export default async function InventoryPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Common');
  return <h1>{t('siteTitle')}</h1>;
}
