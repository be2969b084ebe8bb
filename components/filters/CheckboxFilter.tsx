'use client';
/**
 * A collapsible checkbox list (sectors, categories or sub-categories) with an All toggle
 * and the CRF code next to each name.
 */
import { useState } from 'react';
import type { FilterOption } from '@/lib/charts/shown/datasets';
import type { Selection } from '@/lib/url-state/filters';
import { Collapsible } from '@/components/filters/Collapsible';
import styles from '@/components/filters/FilterPanel.module.css';

interface Props {
  title: string;
  allLabel: string;
  countLabel: (selected: number, total: number) => string;
  /** Shown instead of the list when the current selection leaves no options. */
  emptyLabel: string;
  options: FilterOption[];
  selection: Selection;
  showCodes: boolean;
  onToggle: (id: string) => void;
  onIncludeAll: () => void;
  onExcludeAll: () => void;
  testId: string;
}

export function CheckboxFilter(p: Props) {
  const [open, setOpen] = useState(false);
  const isChecked = (id: string) => p.selection === null || p.selection.includes(id);
  const selected = p.options.filter((o) => isChecked(o.id)).length;
  const all = selected === p.options.length;
  return (
    <Collapsible
      title={p.title}
      note={p.countLabel(selected, p.options.length)}
      open={open}
      onToggle={() => setOpen(!open)}
      testId={p.testId}
    >
      {p.options.length === 0 ? (
        <p className={styles.empty}>{p.emptyLabel}</p>
      ) : (
        <>
          <label className={`${styles.check} ${styles.allCheck}`}>
            <input type="checkbox" checked={all} onChange={() => (all ? p.onExcludeAll() : p.onIncludeAll())} />
            {p.allLabel}
          </label>
          <ul className={styles.checkList}>
            {p.options.map((o) => (
              <li key={o.id}>
                <label className={styles.check}>
                  <input type="checkbox" value={o.id} checked={isChecked(o.id)} onChange={() => p.onToggle(o.id)} />
                  <span>
                    {p.showCodes && o.code ? <span className={styles.code}>{o.code}</span> : null}
                    {o.label}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </Collapsible>
  );
}
