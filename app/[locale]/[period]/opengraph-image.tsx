import shareAlt from '@/messages/en/ShareImage.json';
import { PERIODS } from '@/lib/model/dimensions';
import { periodShareImage } from '@/lib/seo/share-images';
import { LOCALES } from '@/lib/model/locale';
import { periodParams } from '@/lib/i18n/route-params';

export const dynamic = 'force-static';
// English here; the export's Estonian pages get messages/et/ShareImage.json (lib/tools/build-steps/share-alt.ts).
export const alt = shareAlt.ShareImage.period;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  // Image routes need every dynamic segment, the locale included.
  return LOCALES.flatMap((locale) => PERIODS.map((period) => ({ locale, period })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; period: string }> }) {
  const { locale, period } = await periodParams(params);
  return periodShareImage(locale, period);
}
