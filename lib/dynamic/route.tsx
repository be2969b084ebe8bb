import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DynamicContentPage } from '@/components/dynamic/DynamicContentPage';
import { isLocale, locales } from '@/lib/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { loadDynamicSection } from './load';
import { listItemParams, listSubPageParams, resolveDynamicPage } from './resolve';
import { DYNAMIC_SECTIONS, type DynamicSectionId } from './sections';

/** Route params of the three dynamic route levels (`/{prefix}/`, `/{prefix}/{sub}/`, `/{prefix}/{sub}/{item}/`). */
export type DynamicParams = Promise<{ locale: string; subPageName?: string; itemName?: string }>;

const tabsOf = (id: DynamicSectionId) => loadDynamicSection(id, locales[0]).tabs;

export const subPageParams = (id: DynamicSectionId) => () => listSubPageParams(tabsOf(id));
export const itemParams = (id: DynamicSectionId) => () => listItemParams(tabsOf(id));

/** Metadata of a dynamic page: item, tab and section title, section description, alternates. */
export function dynamicMetadata(id: DynamicSectionId) {
  return async ({ params }: { params: DynamicParams }): Promise<Metadata> => {
    const { locale, subPageName, itemName } = await params;
    const config = DYNAMIC_SECTIONS[id];
    const t = await getTranslations({ locale, namespace: 'ContentPage' });
    const common = await getTranslations({ locale, namespace: 'Common' });
    const page = resolveDynamicPage(loadDynamicSection(id, locale).tabs, subPageName, itemName);
    const section = t(config.titleKey);
    const parts = [subPageName && page?.item.title, subPageName && page?.tab.title, section].filter(Boolean);
    const path = `/${config.prefix}/${[subPageName, itemName].filter(Boolean).map((s) => `${s}/`).join('')}`;
    return buildPageMetadata({
      locale,
      path,
      title: [...new Set(parts)].join(' – '),
      description: t(`${config.titleKey.replace('Title', 'Description')}` as 'projectsDescription'),
      siteName: common('siteTitle'),
    });
  };
}

/** The page body of a dynamic route. */
export function dynamicPage(id: DynamicSectionId) {
  return async function DynamicRoutePage({ params }: { params: DynamicParams }) {
    const { locale, subPageName, itemName } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'ContentPage' });
    const section = loadDynamicSection(id, locale);
    if (!resolveDynamicPage(section.tabs, subPageName, itemName)) notFound();
    return (
      <DynamicContentPage
        section={section}
        locale={locale}
        title={t(DYNAMIC_SECTIONS[id].titleKey)}
        subPageName={subPageName}
        itemName={itemName}
      />
    );
  };
}
