import { setRequestLocale } from 'next-intl/server';
import { SectorSection } from '@/components/content/SectorSection';
import { sectorMetadata } from '@/components/content/sector-metadata';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { narrowPeriod, periodParams } from '@/lib/i18n/route-params';

type Params = { locale: string; period: string; sectorName: string; activityName: string };

export const dynamicParams = false;

// Every sector and item of the period (the sector segment's params do not reach this page).
export function generateStaticParams({ params }: { params: { period: string } }) {
  return loadTabbedSection(narrowPeriod(params.period), 'en').tabs.flatMap((t) =>
    t.items.map((i) => ({ sectorName: t.id, activityName: i.id })),
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, period, sectorName, activityName } = await periodParams(params);
  return sectorMetadata(locale, period, sectorName, activityName);
}

/** One item of a sector's side menu, below the main chart. */
export default async function SectorItemPage({ params }: { params: Promise<Params> }) {
  const { locale, period, sectorName, activityName } = await periodParams(params);
  setRequestLocale(locale);
  return <SectorSection locale={locale} period={period} sectorName={sectorName} itemName={activityName} />;
}
