'use client';
/**
 * Projection scenario tabs (SPEC §2): radio buttons for WEM and WAM, both switchable. Without
 * `onChange` they are shown disabled, in the page's first view before the chart island runs, so the
 * chart does not move down when the island takes over.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { MEASURES, type Measure } from '@/lib/model/dimensions';
import styles from '@/components/filters/FilterPanel.module.css';

export function MeasureTabs({ measure, onChange }: { measure: Measure; onChange?: (m: Measure) => void }) {
  const t = useIslandTranslations('FilterPanel');
  return (
    <fieldset className={styles.measureTabs} data-testid="measure-tabs" disabled={!onChange}>
      <legend className={styles.visuallyHidden}>{t('measure')}</legend>
      {MEASURES.map((m) => (
        <label key={m} className={m === measure ? `${styles.tab} ${styles.tabActive}` : styles.tab}>
          <input type="radio" name="measure" value={m} checked={m === measure} onChange={() => onChange?.(m)} />
          {t(m)}
        </label>
      ))}
    </fieldset>
  );
}
