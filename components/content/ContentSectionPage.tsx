import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { resolveTabbedPage } from '@/lib/compile/load/tabbed-route';
import { CONTENT_SECTIONS, type ContentSectionId } from '@/lib/model/tabbed-sections';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { composeTitle } from '@/lib/seo/title';
import { TabbedContent } from '@/components/content/TabbedContent';
import styles from '@/components/content/TabbedContent.module.css';
import { localeParams } from '@/lib/i18n/route-params';

/** Route params of a content section's three levels (`/{id}/`, `/{id}/{tab}/`, `/{id}/{tab}/{item}/`). */
export type ContentParams = Promise<{ locale: string; tabName?: string; itemName?: string }>;

/** Metadata of a content section page: item and tab (or the section) as title, the section's description, alternates. */
export async function contentSectionMetadata(id: ContentSectionId, params: ContentParams): Promise<Metadata> {
  const { locale, tabName, itemName } = await localeParams(params);
  const { titleKey, descriptionKey } = CONTENT_SECTIONS[id];
  const t = await getTranslations({ locale, namespace: 'ContentPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const page = resolveTabbedPage(loadTabbedSection(id, locale), tabName, itemName);
  return buildPageMetadata({
    locale,
    path: `/${[id, tabName, itemName].filter(Boolean).join('/')}/`,
    // A tab or item page leads with its item and tab; the section's own name only heads its first page.
    title: composeTitle(tabName ? [page?.item.title, page?.tab.title] : [t(titleKey)]),
    description: t(descriptionKey),
    siteName: common('siteTitle'),
  });
}

/** A content section page: its title, then its tabs, side menu and item. */
export async function ContentSectionPage({ id, params }: { id: ContentSectionId; params: ContentParams }) {
  const { locale, tabName, itemName } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ContentPage' });
  const section = loadTabbedSection(id, locale);
  const page = resolveTabbedPage(section, tabName, itemName);
  if (!page) notFound();
  const title = t(CONTENT_SECTIONS[id].titleKey);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <TabbedContent
        locale={locale}
        sectionId={id}
        section={section}
        tab={page.tab}
        item={page.item}
        labels={{ tabs: t('tabsLabel', { section: title }), menu: t('itemsLabel', { tab: page.tab.title }) }}
      />
    </div>
  );
}
