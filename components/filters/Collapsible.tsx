'use client';
/** A titled panel that opens and closes with a button (aria-expanded), for the filter groups. */
import { useId, type ReactNode } from 'react';
import styles from '@/components/filters/FilterPanel.module.css';

interface Props {
  title: string;
  note?: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  testId?: string;
}

export function Collapsible({ title, note, open, onToggle, children, testId }: Props) {
  const id = useId();
  return (
    <section className={styles.group} data-testid={testId}>
      <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <span className={styles.chevron} aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className={styles.groupTitle}>{title}</span>
        {note ? <span className={styles.groupNote}>{note}</span> : null}
      </button>
      <div id={id} hidden={!open} className={styles.groupBody}>
        {children}
      </div>
    </section>
  );
}
