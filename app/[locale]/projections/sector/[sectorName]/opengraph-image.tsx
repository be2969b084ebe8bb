import type { Locale } from '@/lib/data/types';
import { locales } from '@/lib/i18n/routing';
import { sectorParams } from '@/lib/data/sector-route';
import { sectorShareImage } from '@/lib/seo/sector-share-image';

export const dynamic = 'force-static';
export const alt = 'Sector page: title and a small bar chart of its default series';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  // Image routes need every dynamic segment, the locale included.
  return locales.flatMap((locale) => sectorParams('projections').map((p) => ({ locale, ...p })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; sectorName: string }> }) {
  const { locale, sectorName } = await params;
  return sectorShareImage(locale as Locale, 'projections', sectorName);
}
