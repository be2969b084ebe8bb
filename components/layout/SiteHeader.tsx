import { getTranslations } from 'next-intl/server';
import type { StripesSeries } from '@/lib/charts/colours/stripe-colours';
import { BrandMark } from '@/components/layout/BrandMark';
import { ClimateStripesLink } from '@/components/layout/ClimateStripesLink';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { SearchButton } from '@/components/search/SearchButton';
import { SiteNav, type NavItem } from '@/components/layout/SiteNav';
import { SiteLink } from '@/components/links/SiteLink';
import styles from '@/components/layout/SiteHeader.module.css';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/model/locale';
import { SECTION_NAV_KEY, SITE_SECTIONS } from '@/lib/model/tabbed-sections';

/** Site header: title, emission stripes, language selector, disabled log-in and the main tabs. */
export async function SiteHeader({ locale, stripes }: { locale: Locale; stripes?: StripesSeries }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const search = loadMessages(locale).Search;
  const items: NavItem[] = SITE_SECTIONS.map((section) => ({ section, label: t(`nav.${SECTION_NAV_KEY[section]}`) }));
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.top}>
          <SiteLink href={`/${locale}/inventory/`} className={styles.brand}>
            <BrandMark />
            <span>{common('siteTitle')}</span>
          </SiteLink>
          <div className={styles.tools}>
            <SearchButton
              locale={locale}
              strings={{ ...search.dialog, results: search.results, kinds: search.kinds }}
            />
            <ClimateStripesLink
              series={stripes}
              label={
                stripes
                  ? t('stripesLabel', { first: String(stripes.firstYear), last: String(stripes.lastYear) })
                  : t('stripesFallback')
              }
              hint={t('stripesFallbackHint')}
            />
            <LanguageSwitcher locale={locale} label={t('languageLabel')} currentLabel={t('currentLanguage')} />
            <span className={styles.login}>
              <button type="button" disabled aria-describedby="login-unavailable" title={t('logInUnavailable')}>
                {t('logIn')}
              </button>
              <span id="login-unavailable" className="visually-hidden">
                {t('logInUnavailable')}
              </span>
            </span>
          </div>
        </div>
        <SiteNav locale={locale} label={t('navLabel')} items={items} />
      </header>
    </>
  );
}
