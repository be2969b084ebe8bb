import type { MetadataRoute } from 'next';
import { listSitePaths } from '@/lib/seo/site-pages';
import { buildSitemap } from '@/lib/seo/sitemap';
import { LOCALES } from '@/lib/model/locale';

export const dynamic = 'force-static';

/** sitemap.xml: every pre-rendered page in both languages (origin from SITE_URL). */
export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(listSitePaths(), LOCALES);
}
