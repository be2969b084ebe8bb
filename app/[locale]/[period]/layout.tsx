import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { ChartPageContent } from '@/components/chart-page/ChartPageContent';
import { PERIODS } from '@/lib/model/dimensions';
import { periodParams } from '@/lib/i18n/route-params';

export const dynamicParams = false;

export function generateStaticParams() {
  return PERIODS.map((period) => ({ period }));
}

type Props = { children: ReactNode; params: Promise<{ locale: string; period: string }> };

/**
 * The main chart page of a period: the chart on top, the sector section (the page) below. The
 * layout stays mounted while a reader moves between sector tabs, so the chart keeps its state.
 */
export default async function PeriodLayout({ children, params }: Props) {
  const { locale, period } = await periodParams(params);
  setRequestLocale(locale);
  return (
    <ChartPageContent locale={locale} period={period}>
      {children}
    </ChartPageContent>
  );
}
