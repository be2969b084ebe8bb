import { setRequestLocale } from 'next-intl/server';
import { SectorView } from '@/components/content/SectorView';
import { sectorMetadata } from '@/components/content/sector-metadata';
import { sectorParams } from '@/lib/data/sector-route';
import type { Locale } from '@/lib/data/types';

type Params = { locale: string; sectorName: string };

export const dynamicParams = false;

export function generateStaticParams() {
  return sectorParams('projections');
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, sectorName } = await params;
  return sectorMetadata(locale as Locale, 'projections', sectorName);
}

/** A sector tab with its first item. */
export default async function SectorPage({ params }: { params: Promise<Params> }) {
  const { locale, sectorName } = await params;
  setRequestLocale(locale);
  return <SectorView locale={locale as Locale} period="projections" sectorName={sectorName} />;
}
