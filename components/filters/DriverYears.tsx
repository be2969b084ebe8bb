'use client';
/**
 * The two years the drivers view compares, as two native selects: `from` offers the years before
 * `to`, and `to` the years after `from`, so the pair is always valid.
 */
import { useId } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import styles from '@/components/filters/FilterPanel.module.css';

interface Props {
  /** First and last inventory year of the submission shown. */
  first: number;
  last: number;
  from: number;
  to: number;
  onChange: (years: { from: number; to: number }) => void;
}

const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);

export function DriverYears({ first, last, from, to, onChange }: Props) {
  const t = useIslandTranslations('ChartPage');
  const id = useId();
  // The label stands beside its select (not around it), so the select's name is the label alone.
  const select = (which: 'from' | 'to', value: number, years: number[]) => (
    <span className={styles.yearChoice}>
      <label className={styles.fieldLabel} htmlFor={`${id}-${which}`}>
        {t(`drivers.${which}`)}
      </label>
      <select
        id={`${id}-${which}`}
        value={value}
        data-testid={`drivers-${which}`}
        onChange={(e) => onChange({ from, to, [which]: Number(e.target.value) })}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <fieldset className={styles.yearPair} data-testid="drivers-years">
      <legend className={styles.fieldLabel}>{t('drivers.years')}</legend>
      {select('from', from, range(first, to - 1))}
      {select('to', to, range(from + 1, last))}
    </fieldset>
  );
}
