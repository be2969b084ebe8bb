import { MARK_BARS_PATH, MARK_CORNER_RADIUS, MARK_VIEW_BOX } from '@/lib/site/brand-mark';
import styles from '@/components/layout/SiteHeader.module.css';

/** The site's bar-chart mark (the drawing of the tab icon, lib/site/brand-mark), decorative. */
export function BrandMark() {
  return (
    <svg className={styles.mark} viewBox={MARK_VIEW_BOX} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx={MARK_CORNER_RADIUS} />
      <path d={MARK_BARS_PATH} />
    </svg>
  );
}
