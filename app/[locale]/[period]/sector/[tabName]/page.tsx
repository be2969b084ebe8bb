import { setRequestLocale } from 'next-intl/server';
import { SectorSection } from '@/components/content/SectorSection';
import { sectorMetadata } from '@/components/content/sector-metadata';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { listTabParams } from '@/lib/compile/load/tabbed-route';
import { narrowPeriod, periodParams } from '@/lib/i18n/route-params';

type Props = { params: Promise<{ locale: string; period: string; tabName: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { period: string } }) {
  return listTabParams(loadTabbedSection(narrowPeriod(params.period), 'en').tabs);
}

export async function generateMetadata({ params }: Props) {
  const { locale, period, tabName } = await periodParams(params);
  return sectorMetadata(locale, period, tabName);
}

/** A sector tab with its first item, below the main chart. */
export default async function SectorPage({ params }: Props) {
  const { locale, period, tabName } = await periodParams(params);
  setRequestLocale(locale);
  return <SectorSection locale={locale} period={period} tabName={tabName} />;
}
