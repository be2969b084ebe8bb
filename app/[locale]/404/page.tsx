import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { SectorNotFoundRedirect } from '@/components/content/SectorNotFoundRedirect';
import { knownSectorPaths } from '@/lib/compile/load/tabbed-route';
import { LOCALES } from '@/lib/model/locale';
import { localeParams } from '@/lib/i18n/route-params';

// The static server answers unknown /{locale}/… paths with this page and status 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

export default async function LocaleNotFoundPage({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const sector = await getTranslations({ locale, namespace: 'SectorPage' });
  return (
    <>
      <SectorNotFoundRedirect known={knownSectorPaths()} messages={{ [locale]: sector('redirecting') }} />
      <NotFoundContent locale={locale} />
    </>
  );
}
