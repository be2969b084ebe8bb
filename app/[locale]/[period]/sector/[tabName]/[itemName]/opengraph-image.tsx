import shareAlt from '@/messages/en/ShareImage.json';
import { PERIODS } from '@/lib/model/dimensions';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { sectorShareImage } from '@/lib/seo/sector-share-image';
import { LOCALES } from '@/lib/model/locale';
import { periodParams } from '@/lib/i18n/route-params';

export const dynamic = 'force-static';
// English here; the export's Estonian pages get messages/et/ShareImage.json (lib/tools/build-steps/share-alt.ts).
export const alt = shareAlt.ShareImage.item;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  // Image routes need every dynamic segment, the locale included.
  return LOCALES.flatMap((locale) =>
    PERIODS.flatMap((period) =>
      loadTabbedSection(period, 'en').tabs.flatMap((t) =>
        t.items.map((i) => ({ locale, period, tabName: t.id, itemName: i.id })),
      ),
    ),
  );
}

export default async function Image({
  params,
}: {
  params: Promise<{ locale: string; period: string; tabName: string; itemName: string }>;
}) {
  const { locale, period, tabName, itemName } = await periodParams(params);
  return sectorShareImage(locale, period, tabName, itemName);
}
