import { locales } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/data/types';
import { periodShareImage } from '@/lib/seo/share-images';

export const dynamic = 'force-static';
export const alt = 'Greenhouse gas inventory: bar chart of total emissions';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return periodShareImage(locale as Locale, 'inventory');
}
