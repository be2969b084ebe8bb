import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CompiledDynamicSection } from '@/lib/dynamic/build-sections';
import { resolveDynamicPage } from '@/lib/dynamic/resolve';
import { DynamicBlock } from './DynamicBlock';
import styles from './DynamicContentPage.module.css';

interface Props {
  section: CompiledDynamicSection;
  locale: string;
  title: string;
  subPageName?: string;
  itemName?: string;
}

/**
 * A content section page: title, a tab per index tab, a side menu when the tab has more than
 * one item, then the item's content. The first tab and its first item are the defaults.
 */
export function DynamicContentPage({ section, locale, title, subPageName, itemName }: Props) {
  const t = useTranslations('ContentPage');
  const page = resolveDynamicPage(section.tabs, subPageName, itemName);
  if (!page) return null;
  const { tab, item } = page;
  const base = `/${locale}/${section.prefix}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={t('tabsLabel', { section: title })}>
        <ul className={styles.tabs}>
          {section.tabs.map((x) => (
            <li key={x.id}>
              <Link
                prefetch={false}
                href={`${base}/${x.id}/`}
                className={x.id === tab.id ? styles.activeTab : styles.tab}
                aria-current={x.id === tab.id ? 'page' : undefined}
              >
                {x.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={tab.items.length > 1 ? styles.withMenu : styles.single}>
        {tab.items.length > 1 && (
          <nav aria-label={t('itemsLabel', { tab: tab.title })}>
            <ul className={styles.menu}>
              {tab.items.map((x) => (
                <li key={x.id}>
                  <Link
                    prefetch={false}
                    href={`${base}/${tab.id}/${x.id}/`}
                    className={x.id === item.id ? styles.activeItem : styles.item}
                    aria-current={x.id === item.id ? 'page' : undefined}
                  >
                    {x.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <article className={styles.article}>
          <h2>{item.title}</h2>
          {item.content.map((block) => (
            <DynamicBlock key={block.file} block={block} />
          ))}
        </article>
      </div>
    </div>
  );
}
