/** The search button's address without JavaScript: what the search finds, and every section, tab and item of the site. */
import type { Metadata } from 'next';
import { SiteLink } from '@/components/links/SiteLink';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/content/TabbedContent.module.css';
import searchStyles from '@/components/search/Search.module.css';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { localeParams } from '@/lib/i18n/route-params';
import { SECTION_NAV_KEY, SITE_SECTIONS, tabbedHref } from '@/lib/model/tabbed-sections';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return buildPageMetadata({
    locale,
    path: '/search/',
    title: t('page.title'),
    description: t('page.description'),
    siteName: common('siteTitle'),
  });
}

export default async function SearchPage({ params }: { params: Params }) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('Search');
  const header = await getTranslations('Header');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('page.title')}</h1>
      <article className={`${styles.article} ${searchStyles.page}`}>
        <p>{t('page.intro')}</p>
        <ul>
          {SITE_SECTIONS.map((id) => {
            const tabbed = id === 'compare' ? undefined : { id, tabs: loadTabbedSection(id, locale).tabs };
            return (
              <li key={id}>
                <SiteLink href={`/${locale}/${id}/`}>{header(`nav.${SECTION_NAV_KEY[id]}`)}</SiteLink>
                {tabbed ? (
                  <ul>
                    {tabbed.tabs.map((tab) => (
                      <li key={tab.id}>
                        {tab.title}:{' '}
                        {tab.items.map((item, i) => (
                          <span key={item.id}>
                            {i > 0 ? ', ' : null}
                            <SiteLink href={tabbedHref(locale, tabbed.id, tab.id, item.id)}>{item.title}</SiteLink>
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </article>
    </div>
  );
}
