import type { MetadataRoute } from 'next';
import { buildRobots } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

/** robots.txt: allow all crawlers and name the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return buildRobots();
}
