import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CookieNotice } from '@/components/layout/CookieNotice';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { loadGasData, newestInventory } from '@/lib/compile/load/load';
import { PageViewReporter } from '@/components/analytics/PageViewReporter';
import { metadataBaseUrl } from '@/lib/seo/site-url';
import { siteIcons } from '@/lib/site/brand-mark';
import { selectStripesSeries } from '@/lib/charts/colours/stripe-colours';
import '@/app/globals.css';
import { LOCALES } from '@/lib/model/locale';
import { localeParams } from '@/lib/i18n/route-params';
import { TITLE_SEPARATOR } from '@/lib/seo/title';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const common = await getTranslations({ locale, namespace: 'Common' });
  const header = await getTranslations({ locale, namespace: 'Header' });
  const siteTitle = common('siteTitle');
  return {
    // Absolute URLs in metadata (og:image, alternates) use the public origin (SITE_URL).
    metadataBase: metadataBaseUrl(),
    // Pages lead with their own words; the site's short name follows once (page titles: lib/seo/title.ts).
    title: { template: `%s${TITLE_SEPARATOR}${common('siteShortTitle')}`, default: siteTitle },
    description: header('metaDescription'),
    icons: siteIcons,
  };
}

export default async function LocaleLayout({ children, params }: Props & { children: ReactNode }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const notice = await getTranslations({ locale, namespace: 'CookieNotice' });
  return (
    <html lang={locale}>
      <head>
        {/* The first frame waits until the parser reaches the footer, so a slow phone never paints a half-parsed
            header or filter row whose later content would then push it aside (a layout shift). */}
        <link rel="expect" href="#site-footer" blocking="render" />
      </head>
      <body>
        <SiteHeader locale={locale} stripes={selectStripesSeries(loadGasData('en', newestInventory(), 'co2eq'))} />
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
        <CookieNotice label={notice('label')} text={notice('text')} close={notice('close')} />
        <PageViewReporter />
      </body>
    </html>
  );
}
