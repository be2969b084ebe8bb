'use client';
/** Spinner while the data loads; on failure a message and a Retry button instead. */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { ChartPlaceholder } from '@/components/shared/ChartPlaceholder';
import styles from '@/components/shared/LoadingState.module.css';

export function LoadingState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useIslandTranslations('ChartPage');
  if (failed) {
    return (
      <ChartPlaceholder role="alert" data-testid="load-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      </ChartPlaceholder>
    );
  }
  return (
    <ChartPlaceholder role="status" data-testid="loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </ChartPlaceholder>
  );
}
