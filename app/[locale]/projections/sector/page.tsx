import { setRequestLocale } from 'next-intl/server';
import { SectorView } from '@/components/content/SectorView';
import { sectorMetadata } from '@/components/content/sector-metadata';
import type { Locale } from '@/lib/data/types';

type Params = { locale: string };

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await params;
  return sectorMetadata(locale as Locale, 'projections');
}

/** The first sector with items for this period. */
export default async function SectorIndexPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SectorView locale={locale as Locale} period="projections" />;
}
