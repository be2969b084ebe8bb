import type { Metadata } from 'next';
import { absoluteUrl, metadataBaseUrl } from '@/lib/seo/site-url';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/model/locale';
import type { Locale } from '@/lib/model/locale';

/** Open Graph locale of each language. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', et: 'et_EE', ru: 'ru_RU' };

/**
 * hreflang alternates of a page path given without locale (`/projects/energy/`):
 * canonical in the page's locale, one link per locale and x-default (English).
 */
export function buildAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = absoluteUrl(`/${l}${path}`);
  languages['x-default'] = absoluteUrl(`/${DEFAULT_LOCALE}${path}`);
  return { canonical: absoluteUrl(`/${locale}${path}`), languages };
}

interface PageMetadataInput {
  locale: Locale;
  /** Page path without locale, starting and ending with '/'. */
  path: string;
  title: string;
  description: string;
  siteName: string;
}

/** Title, description, hreflang alternates and Open Graph basics of a page. */
export function buildPageMetadata({ locale, path, title, description, siteName }: PageMetadataInput): Metadata {
  return {
    metadataBase: metadataBaseUrl(),
    // The locale layout's title template appends the site name.
    title,
    description,
    alternates: buildAlternates(locale, path),
    openGraph: {
      type: 'website',
      siteName,
      title,
      description,
      url: absoluteUrl(`/${locale}${path}`),
      locale: OG_LOCALES[locale],
    },
  };
}
