import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { metadataBaseUrl } from '@/lib/seo/site-url';
import { siteIcons } from '@/lib/site/brand-mark';
import '@/app/globals.css';
import { LOCALES } from '@/lib/model/locale';
import { localeParams } from '@/lib/i18n/route-params';

// Root layout of the chart-only pages for iframes: no header, menu, footer or cookie notice.
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const metadata = { metadataBase: metadataBaseUrl(), icons: siteIcons, robots: { index: false, follow: true } };

export default async function EmbedLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="embed">{children}</body>
    </html>
  );
}
