import Link from 'next/link';
import { sectorHref } from '@/lib/data/sector-route';
import type { Period } from '@/lib/data/types';
import styles from './SectorPage.module.css';

interface Props {
  locale: string;
  period: Period;
  sectorId: string;
  items: { id: string; title: string }[];
  currentId: string;
  label: string;
}

/** The side menu of a sector's items (shown when it has more than one). */
export function SectorSideMenu({ locale, period, sectorId, items, currentId, label }: Props) {
  return (
    <nav className={styles.menu} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={sectorHref(locale, period, sectorId, item.id)} prefetch={false} aria-current={item.id === currentId ? 'page' : undefined} data-item={item.id}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
