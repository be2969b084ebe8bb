'use client';

import { SiteLink } from '@/components/links/SiteLink';
import { usePathname } from 'next/navigation';
import styles from '@/components/layout/SiteNav.module.css';
import type { Locale } from '@/lib/model/locale';

export interface NavItem {
  /** First path segment after the locale, e.g. `emission-factors`. */
  section: string;
  label: string;
}

/** `page` on a section root, `true` below it, nothing elsewhere (path without base path: `/en/projects/energy/`). */
function currentMark(pathname: string | null, section: string): 'page' | 'true' | undefined {
  const segments = pathname?.split('/').filter(Boolean) ?? [];
  if (segments[1] !== section) return undefined;
  return segments.length === 2 ? 'page' : 'true';
}

/** Main navigation tabs; the tab of the current section carries aria-current. */
export function SiteNav({ locale, label, items }: { locale: Locale; label: string; items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {items.map(({ section, label: text }) => (
          <li key={section}>
            <SiteLink
              href={`/${locale}/${section}/`}
              className={styles.tab}
              aria-current={currentMark(pathname, section)}
            >
              {text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
