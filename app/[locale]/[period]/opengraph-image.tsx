import type { Locale, Period } from '@/lib/model/types';
import { PERIODS } from '@/lib/model/types';
import { locales } from '@/lib/i18n/routing';
import { periodShareImage } from '@/lib/seo/share-images';

export const dynamic = 'force-static';
export const alt = 'Greenhouse gas emissions: bar chart of total emissions';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  // Image routes need every dynamic segment, the locale included.
  return locales.flatMap((locale) => PERIODS.map((period) => ({ locale, period })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; period: string }> }) {
  const { locale, period } = await params;
  return periodShareImage(locale as Locale, period as Period);
}
