import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { siteIcons } from '@/lib/site/brand-mark';
import '@/app/globals.css';
import { LOCALES } from '@/lib/model/locale';
import { TITLE_SEPARATOR } from '@/lib/seo/title';

// Root layout of the unprefixed routes: they only choose a language and move on.
export async function generateMetadata(): Promise<Metadata> {
  const titles = await Promise.all(
    LOCALES.map(async (locale) => (await getTranslations({ locale, namespace: 'Common' }))('siteShortTitle')),
  );
  const title = titles.join(TITLE_SEPARATOR);
  return { title, robots: { index: false }, icons: siteIcons };
}

export default function DetectLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
