import { Suspense, type ReactNode } from 'react';
import {
  tabbedHref,
  type TabbedSectionId,
  type TabbedItem,
  type TabbedSection,
  type TabbedTab,
} from '@/lib/model/tabbed-sections';
import { FocusOnArrival } from '@/components/content/FocusOnArrival';
import { TabbedItemBody } from '@/components/content/TabbedItemBody';
import { TabbedNav } from '@/components/content/TabbedNav';
import { TabbedNavList, type TabbedLink } from '@/components/content/TabbedNavList';
import styles from '@/components/content/TabbedContent.module.css';
import type { Locale } from '@/lib/model/locale';

interface Props {
  locale: Locale;
  sectionId: TabbedSectionId;
  section: TabbedSection;
  tab: TabbedTab;
  item: TabbedItem;
  /** Heading of the section as a landmark of its own (the sector section below the main chart); without it the item title heads the section. */
  heading?: string;
  labels: { tabs: string; menu: string };
  /** Shown after the item (e.g. the printed page address). */
  footer?: ReactNode;
}

function Nav({
  links,
  label,
  className,
  kind,
}: {
  links: TabbedLink[];
  label: string;
  className?: string;
  kind: 'tab' | 'item';
}) {
  const plain = <TabbedNavList links={links} label={label} className={className} kind={kind} />;
  // Before the scripts run (and without them) the links are plain; then they carry the query string.
  return (
    <Suspense fallback={plain}>
      <TabbedNav links={links} label={label} className={className} kind={kind} />
    </Suspense>
  );
}

/**
 * Tabs → side menu → item, for the sector pages and the content sections alike: a tab per
 * tab of the index, the side menu when the tab has more than one item, then the item.
 */
export function TabbedContent({ locale, sectionId, section, tab, item, heading, labels, footer }: Props) {
  const headingId = heading ? 'tabbed-heading' : 'tabbed-item-heading';
  const tabs = section.tabs.map((x) => ({
    id: x.id,
    href: tabbedHref(locale, sectionId, x.id),
    label: x.title,
    current: x.id === tab.id,
  }));
  const items = tab.items.map((x) => ({
    id: x.id,
    href: tabbedHref(locale, sectionId, tab.id, x.id),
    label: x.title,
    current: x.id === item.id,
  }));
  const withMenu = items.length > 1;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-tab={tab.id} data-item={item.id}>
      {heading && (
        <h2 id={headingId} className={styles.sectionHeading} tabIndex={-1}>
          {heading}
        </h2>
      )}
      <Nav links={tabs} label={labels.tabs} className={styles.tabs} kind="tab" />
      <div className={withMenu ? `${styles.body} ${styles.withMenu}` : styles.body}>
        {withMenu && <Nav links={items} label={labels.menu} className={styles.menu} kind="item" />}
        <div className={styles.content} id="tabbed-content">
          <TabbedItemBody
            item={item}
            locale={locale}
            level={heading ? 3 : 2}
            headingId={heading ? 'tabbed-item-heading' : headingId}
          />
          {footer}
        </div>
      </div>
      <FocusOnArrival key={`${tab.id}/${item.id}`} targetId={headingId} />
    </section>
  );
}
