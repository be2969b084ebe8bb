'use client';
/** The year panel (SPEC §2): All checkbox, one checkbox per year, include-all and exclude-all. */
import { Collapsible } from '@/components/filters/Collapsible';
import styles from '@/components/filters/FilterPanel.module.css';

interface Props {
  labels: { title: string; all: string; includeAll: string; excludeAll: string; count: string };
  years: number[];
  excluded: number[];
  open: boolean;
  onTogglePanel: () => void;
  onToggleYear: (year: number) => void;
  onToggleAll: () => void;
  onIncludeAll: () => void;
  onExcludeAll: () => void;
}

export function YearFilter(p: Props) {
  const all = p.years.every((y) => !p.excluded.includes(y));
  return (
    <Collapsible
      title={p.labels.title}
      note={p.labels.count}
      open={p.open}
      onToggle={p.onTogglePanel}
      testId="filter-years"
    >
      <div className={styles.actions}>
        <label className={`${styles.check} ${styles.allCheck}`}>
          <input type="checkbox" checked={all} onChange={p.onToggleAll} />
          {p.labels.all}
        </label>
        <button type="button" className={styles.linkButton} onClick={p.onIncludeAll}>
          {p.labels.includeAll}
        </button>
        <button type="button" className={styles.linkButton} onClick={p.onExcludeAll}>
          {p.labels.excludeAll}
        </button>
      </div>
      <ul className={styles.yearGrid}>
        {p.years.map((y) => (
          <li key={y}>
            <label className={styles.check}>
              <input type="checkbox" value={y} checked={!p.excluded.includes(y)} onChange={() => p.onToggleYear(y)} />
              {y}
            </label>
          </li>
        ))}
      </ul>
    </Collapsible>
  );
}
