import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BilingualHeader } from '@/components/layout/BilingualHeader';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { SectorNotFoundRedirect } from '@/components/content/SectorNotFoundRedirect';
import { knownSectorPaths } from '@/lib/compile/load/tabbed-route';
import { siteIcons } from '@/lib/site/brand-mark';
import '@/app/globals.css';
import { LOCALES } from '@/lib/model/locale';
import { TITLE_SEPARATOR } from '@/lib/seo/title';

export async function generateMetadata(): Promise<Metadata> {
  const titles = await Promise.all(
    LOCALES.map(async (locale) => (await getTranslations({ locale, namespace: 'NotFound' }))('title')),
  );
  const title = titles.join(TITLE_SEPARATOR);
  return { title, icons: siteIcons };
}

/**
 * The root 404.html: every language, each with a link home. Hosts whose only rule is
 * "serve /404.html for a missing path" show it for every unknown address, so an unknown sector
 * or item moves on from here as from the localised 404 pages.
 */
export default async function GlobalNotFound() {
  const redirecting = Object.fromEntries(
    await Promise.all(
      LOCALES.map(
        async (locale) =>
          [locale, (await getTranslations({ locale, namespace: 'SectorPage' }))('redirecting')] as const,
      ),
    ),
  );
  return (
    <html lang="en">
      <body>
        <BilingualHeader />
        <main id="main" className="page">
          <SectorNotFoundRedirect known={knownSectorPaths()} messages={redirecting} />
          {LOCALES.map((locale, i) => (
            <NotFoundContent key={locale} locale={locale} heading={i === 0 ? 'h1' : 'h2'} />
          ))}
        </main>
      </body>
    </html>
  );
}
