import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmbedContent } from '@/components/embed/EmbedContent';
import { PERIODS } from '@/lib/model/dimensions';
import { periodParams } from '@/lib/i18n/route-params';
import { LOCALES } from '@/lib/model/locale';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => PERIODS.map((period) => ({ locale, period })));
}

type Props = { params: Promise<{ locale: string; period: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, period } = await periodParams(params);
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  return { title: t(period === 'projections' ? 'projectionsTitle' : 'inventoryTitle') };
}

/** /{locale}/embed/{inventory|projections}/: the chart of a view for other sites' iframes. */
export default async function EmbedPage({ params }: Props) {
  const { locale, period } = await periodParams(params);
  setRequestLocale(locale);
  return <EmbedContent locale={locale} period={period} />;
}
