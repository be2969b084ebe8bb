/**
 * The filter panel as a still frame, before the chart island runs: on a phone, the button the
 * island's panel starts folded behind (disabled here), so what follows starts where it will stay.
 */
import styles from '@/components/filters/FilterPanel.module.css';

export function FoldedFilters({ label }: { label: string }) {
  return (
    <div className={styles.panel}>
      <button type="button" className={styles.phoneToggle} disabled>
        {label}
      </button>
    </div>
  );
}
