import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/route-params';
import { LOCALES } from '@/lib/model/locale';
import { withBasePath } from '@/lib/url-state/base-path';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** `/{locale}/`: the home route is the inventory page; a meta refresh moves on, with or without JavaScript. */
export default async function LocaleHomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Header' });
  const target = withBasePath(`/${locale}/inventory/`);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <p>
        <a href={target}>{t('nav.inventory')}</a>
      </p>
    </>
  );
}
