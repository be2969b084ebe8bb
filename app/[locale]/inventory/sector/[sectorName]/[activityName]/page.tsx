import { setRequestLocale } from 'next-intl/server';
import { SectorView } from '@/components/content/SectorView';
import { sectorMetadata } from '@/components/content/sector-metadata';
import { activityParams } from '@/lib/data/sector-route';
import type { Locale } from '@/lib/data/types';

type Params = { locale: string; sectorName: string; activityName: string };

export const dynamicParams = false;

export function generateStaticParams() {
  return activityParams('inventory');
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, sectorName, activityName } = await params;
  return sectorMetadata(locale as Locale, 'inventory', sectorName, activityName);
}

/** One item of a sector's side menu. */
export default async function SectorActivityPage({ params }: { params: Promise<Params> }) {
  const { locale, sectorName, activityName } = await params;
  setRequestLocale(locale);
  return <SectorView locale={locale as Locale} period="inventory" sectorName={sectorName} activityName={activityName} />;
}
