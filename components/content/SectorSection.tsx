import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import { resolveTabbedPage } from '@/lib/compile/load/tabbed-route';
import type { Period } from '@/lib/model/dimensions';
import { TabbedContent } from '@/components/content/TabbedContent';
import type { Locale } from '@/lib/model/locale';
import { inSentence } from '@/lib/format/label-case';

interface Props {
  locale: Locale;
  period: Period;
  tabName?: string;
  itemName?: string;
}

/** The sector section below the main chart: a tab per sector of the period, its side menu and the chosen item. */
export async function SectorSection({ locale, period, tabName, itemName }: Props) {
  const t = await getTranslations({ locale, namespace: 'SectorPage' });
  const section = loadTabbedSection(period, locale);
  const page = resolveTabbedPage(section, tabName, itemName);
  if (!page) notFound();
  return (
    <TabbedContent
      locale={locale}
      sectionId={period}
      section={section}
      tab={page.tab}
      item={page.item}
      heading={t('sectionHeading', { sector: inSentence(page.tab.title, locale) })}
      labels={{ tabs: t('tabsLabel'), menu: t('menuLabel', { sector: page.tab.title }) }}
    />
  );
}
