import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site-url';
import { DEFAULT_LOCALE } from '@/lib/model/locale';

/**
 * Sitemap entries: one per page path (given without locale) and locale, each with its
 * hreflang alternates (every locale plus x-default).
 * @example buildSitemap(['/projects/'], ['en', 'et', 'ru']) → https://…/en/projects/, https://…/et/projects/ and https://…/ru/projects/
 */
export function buildSitemap(
  paths: readonly string[],
  locales: readonly string[],
  env: Record<string, string | undefined> = process.env,
): MetadataRoute.Sitemap {
  const unique = [...new Set(paths)];
  return unique.flatMap((path) => {
    const languages: Record<string, string> = Object.fromEntries(
      locales.map((l) => [l, absoluteUrl(`/${l}${path}`, env)]),
    );
    languages['x-default'] = absoluteUrl(`/${DEFAULT_LOCALE}${path}`, env);
    return locales.map((locale) => ({ url: absoluteUrl(`/${locale}${path}`, env), alternates: { languages } }));
  });
}

/** robots.txt rules: everything may be crawled; the sitemap address. */
export function buildRobots(env: Record<string, string | undefined> = process.env): MetadataRoute.Robots {
  return { rules: [{ userAgent: '*', allow: '/' }], sitemap: absoluteUrl('/sitemap.xml', env) };
}
