'use client';
/**
 * The view of the chart: absolute values, change since the first year shown, shares, the
 * revisions between two submissions where the page offers several, per person (where the page has
 * population figures), what drove the change between two years, or on the projections page what
 * was projected against what happened (a radio group). Without `onChange` it is shown disabled, in the page's content before the chart island
 * runs, so the chart does not move down when the island takes over.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { VIEWS, type ViewMode } from '@/lib/url-state/views';
import styles from '@/components/filters/FilterPanel.module.css';

export function ViewSwitch({
  view,
  revisions = false,
  perCapita = true,
  outturn = false,
  onChange,
}: {
  view: ViewMode;
  /** Whether the revisions view is offered (a page with more than one submission). */
  revisions?: boolean;
  /** Whether the per-person view is offered (a page with population figures). */
  perCapita?: boolean;
  /** Whether a projection against what happened is offered (the projections page with a round). */
  outturn?: boolean;
  onChange?: (view: ViewMode) => void;
}) {
  const t = useIslandTranslations('ChartPage');
  return (
    <fieldset className={styles.viewSwitch} data-testid="view-switch" disabled={!onChange}>
      <legend className={styles.fieldLabel}>{t('view.heading')}</legend>
      {VIEWS.filter(
        (v) => (revisions || v !== 'revisions') && (perCapita || v !== 'per-capita') && (outturn || v !== 'outturn'),
      ).map((v) => (
        <label key={v} className={v === view ? `${styles.viewOption} ${styles.viewOptionActive}` : styles.viewOption}>
          <input type="radio" name="view" value={v} checked={v === view} onChange={() => onChange?.(v)} />
          {t(`view.${v}`)}
        </label>
      ))}
    </fieldset>
  );
}
