import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, locales } from '@/lib/i18n/routing';
import { PageViewReporter } from '@/components/analytics/PageViewReporter';
import { siteOrigin } from '@/lib/seo/site-url';
import '../globals.css';

export const dynamicParams = false;

// Absolute URLs in metadata (og:image, alternates) use the public origin (SITE_URL).
export const metadata: Metadata = { metadataBase: new URL(`${siteOrigin()}/`) };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={null}>{children}</NextIntlClientProvider>
        <PageViewReporter />
      </body>
    </html>
  );
}
