import shareAlt from '@/messages/en/ShareImage.json';
import { compareShareImage } from '@/lib/seo/compare-share-image';
import { LOCALES } from '@/lib/model/locale';
import { localeParams } from '@/lib/i18n/route-params';

export const dynamic = 'force-static';
// English here; the export's Estonian pages get messages/et/ShareImage.json (lib/tools/build-steps/share-alt.ts).
export const alt = shareAlt.ShareImage.compare;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await localeParams(params);
  return compareShareImage(locale);
}
