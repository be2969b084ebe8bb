import { setRequestLocale } from 'next-intl/server';
import { SectorSection } from '@/components/content/SectorSection';
import { sectorMetadata } from '@/components/content/sector-metadata';
import type { Locale, Period } from '@/lib/model/types';

type Props = { params: Promise<{ locale: string; period: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, period } = await params;
  return sectorMetadata(locale as Locale, period as Period);
}

/** `/{locale}/{period}/sector/`: the main chart with the first sector of the period. */
export default async function SectorRootPage({ params }: Props) {
  const { locale, period } = await params;
  setRequestLocale(locale);
  return <SectorSection locale={locale as Locale} period={period as Period} />;
}
