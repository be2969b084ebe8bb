import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectorSection } from '@/components/content/SectorSection';
import { buildAlternates } from '@/lib/seo/metadata';
import { periodParams } from '@/lib/i18n/route-params';

type Props = { params: Promise<{ locale: string; period: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, period } = await periodParams(params);
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const inventory = period === 'inventory';
  return {
    // The inventory is the main page: its title is the site's name, once.
    title: inventory ? { absolute: t('inventoryTitle') } : t('projectionsTitle'),
    description: t(inventory ? 'inventoryIntro' : 'projectionsIntro'),
    alternates: buildAlternates(locale, `/${period}/`),
  };
}

/** `/{locale}/{period}/`: the main chart with the first sector and its first item below. */
export default async function PeriodPage({ params }: Props) {
  const { locale, period } = await periodParams(params);
  setRequestLocale(locale);
  return <SectorSection locale={locale} period={period} />;
}
