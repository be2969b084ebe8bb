/**
 * The chart page's frame, one for the server's first view and the island: the filters beside the
 * chart region, which opens with the view's title and the view switch. No hooks, so the server
 * renders it for the first view and the island renders it live in the same layout.
 */
import type { DOMAttributes, ReactNode } from 'react';
import { ViewSwitch } from '@/components/filters/ViewSwitch';
import type { ViewMode } from '@/lib/url-state/views';
import styles from '@/components/chart-page/ChartPage.module.css';

export function ChartFrame({
  filters,
  filterEvents,
  regionLabel,
  busy,
  pending = false,
  title,
  view,
  views,
  onViewChange,
  children,
}: {
  filters: ReactNode;
  /** Handlers of the filters' column (the island fetches ahead when the reader turns to them). */
  filterEvents?: Pick<DOMAttributes<HTMLElement>, 'onFocus' | 'onPointerOver'>;
  regionLabel: string;
  busy?: boolean;
  pending?: boolean;
  title: string;
  view: ViewMode;
  views: readonly ViewMode[];
  onViewChange?: (view: ViewMode) => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <aside className={styles.filters} {...filterEvents}>
        {filters}
      </aside>
      <section className={styles.main} aria-label={regionLabel} aria-busy={busy} data-pending={pending || undefined}>
        <h2 className={styles.chartTitle}>{title}</h2>
        <ViewSwitch view={view} views={views} onChange={onViewChange} />
        {children}
      </section>
    </div>
  );
}
