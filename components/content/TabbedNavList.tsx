'use client';

import { SiteLink } from '@/components/links/SiteLink';
import { markArrivalFocus } from '@/components/content/arrival-focus';

export interface TabbedLink {
  id: string;
  href: string;
  label: string;
  current: boolean;
}

interface Props {
  links: readonly TabbedLink[];
  label: string;
  className?: string;
  /** `data-tab` or `data-item` on each link (tests and styles find them by it). */
  kind: 'tab' | 'item';
  /** Query string to carry (`gas=ch4&level=sector`), empty before the page's scripts run. */
  query?: string;
}

/**
 * The tabs or the side menu of a tabbed section: plain links to pre-rendered pages, followed as
 * client navigations that keep the page where it is and hand focus to the section heading.
 */
export function TabbedNavList({ links, label, className, kind, query = '' }: Props) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <SiteLink
              href={query ? `${link.href}?${query}` : link.href}
              keepScroll
              onFollow={markArrivalFocus}
              aria-current={link.current ? 'page' : undefined}
              {...{ [`data-${kind}`]: link.id }}
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
