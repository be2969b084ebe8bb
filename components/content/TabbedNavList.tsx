'use client';

import { SiteLink } from '@/components/links/SiteLink';
import type { MouseEvent } from 'react';
import { markArrivalFocus } from '@/components/content/arrival-focus';

/** A plain activation (not a new tab or window) is followed in place. */
function onFollow(event: MouseEvent) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) markArrivalFocus();
}

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
              onClick={onFollow}
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
