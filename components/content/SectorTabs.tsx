import Link from 'next/link';
import { sectorHref } from '@/lib/data/sector-route';
import type { Period, SectorNav } from '@/lib/data/types';
import styles from './SectorPage.module.css';

interface Props {
  locale: string;
  period: Period;
  sectors: SectorNav[];
  currentId: string;
  label: string;
}

/** One tab per sector that has items for the period; the current one is marked for assistive technology. */
export function SectorTabs({ locale, period, sectors, currentId, label }: Props) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul>
        {sectors.map((s) => (
          <li key={s.id}>
            <Link href={sectorHref(locale, period, s.id)} prefetch={false} aria-current={s.id === currentId ? 'page' : undefined} data-sector={s.id}>
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
