import { setRequestLocale } from 'next-intl/server';
import { SectorSection } from '@/components/content/SectorSection';
import { sectorMetadata } from '@/components/content/sector-metadata';
import { periodParams } from '@/lib/i18n/route-params';

type Props = { params: Promise<{ locale: string; period: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, period } = await periodParams(params);
  return sectorMetadata(locale, period);
}

/** `/{locale}/{period}/sector/`: the main chart with the first sector of the period. */
export default async function SectorRootPage({ params }: Props) {
  const { locale, period } = await periodParams(params);
  setRequestLocale(locale);
  return <SectorSection locale={locale} period={period} />;
}
