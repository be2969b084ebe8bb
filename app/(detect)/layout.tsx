import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { siteIcons } from '@/lib/site/brand-mark';
import '@/app/globals.css';
import { LOCALES } from '@/lib/model/locale';

// Root layout of the unprefixed routes: they only choose a language and move on.
export async function generateMetadata(): Promise<Metadata> {
  const titles = await Promise.all(
    LOCALES.map(async (locale) => (await getTranslations({ locale, namespace: 'Common' }))('siteTitle')),
  );
  const title = titles.join(' · ');
  return { title, robots: { index: false }, icons: siteIcons };
}

export default function DetectLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
