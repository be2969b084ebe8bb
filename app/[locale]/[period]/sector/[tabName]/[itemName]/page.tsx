import { setRequestLocale } from 'next-intl/server';
import { SectorSection } from '@/components/content/SectorSection';
import { sectorMetadata } from '@/components/content/sector-metadata';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { listItemParams } from '@/lib/compile/load/tabbed-route';
import { narrowPeriod, periodParams } from '@/lib/i18n/route-params';

type Params = { locale: string; period: string; tabName: string; itemName: string };

export const dynamicParams = false;

// Every sector and item of the period (the sector segment's params do not reach this page).
export function generateStaticParams({ params }: { params: { period: string } }) {
  return listItemParams(loadTabbedSection(narrowPeriod(params.period), 'en').tabs);
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, period, tabName, itemName } = await periodParams(params);
  return sectorMetadata(locale, period, tabName, itemName);
}

/** One item of a sector's side menu, below the main chart. */
export default async function SectorItemPage({ params }: { params: Promise<Params> }) {
  const { locale, period, tabName, itemName } = await periodParams(params);
  setRequestLocale(locale);
  return <SectorSection locale={locale} period={period} tabName={tabName} itemName={itemName} />;
}
