'use client';
/**
 * The view of the chart, among those the page offers (a radio group). Without `onChange` it is shown
 * disabled, in the page's content before the chart island runs, so the chart does not move down when
 * the island takes over.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ViewMode } from '@/lib/url-state/views';
import styles from '@/components/filters/FilterPanel.module.css';

export function ViewSwitch({
  view,
  views,
  onChange,
}: {
  view: ViewMode;
  /** The views the page offers (lib/views/registry offeredViews). */
  views: readonly ViewMode[];
  onChange?: (view: ViewMode) => void;
}) {
  const t = useIslandTranslations('ChartPage');
  return (
    <fieldset className={styles.viewSwitch} data-testid="view-switch" disabled={!onChange}>
      <legend className={styles.fieldLabel}>{t('view.heading')}</legend>
      {views.map((v) => (
        <label key={v} className={v === view ? `${styles.viewOption} ${styles.viewOptionActive}` : styles.viewOption}>
          <input type="radio" name="view" value={v} checked={v === view} onChange={() => onChange?.(v)} />
          {t(`view.${v}`)}
        </label>
      ))}
    </fieldset>
  );
}
