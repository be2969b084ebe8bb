import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BilingualHeader } from '@/components/layout/BilingualHeader';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { locales } from '@/lib/i18n/routing';
import { siteIcons } from '@/lib/site/brand-mark';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const titles = await Promise.all(
    locales.map(async (locale) => (await getTranslations({ locale, namespace: 'NotFound' }))('title')),
  );
  const title = titles.join(' · ');
  return { title, icons: siteIcons };
}

/** 404 for addresses outside /en/ and /et/: both languages, each with a link home. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <BilingualHeader />
        <main id="main" className="page">
          <NotFoundContent locale="en" />
          <NotFoundContent locale="et" heading="h2" />
        </main>
      </body>
    </html>
  );
}
