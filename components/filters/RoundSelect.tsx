'use client';
/**
 * The projection round shown on the projections page (newest first, the newest marked): a native
 * select, so keyboard and screen readers work as everywhere. The newest is the default and is not
 * written in the address.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';
import styles from '@/components/filters/FilterPanel.module.css';

interface Props {
  rounds: readonly ProjectionRoundInfo[];
  shown: string;
  onShow: (id: string) => void;
}

export function RoundSelect({ rounds, shown, onShow }: Props) {
  const t = useIslandTranslations('FilterPanel');
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{t('round')}</span>
      <select value={shown} onChange={(e) => onShow(e.target.value)} data-testid="round-select">
        {rounds.map((r, i) => (
          <option key={r.id} value={r.id}>
            {t(i === 0 ? 'roundNewest' : 'roundOption', {
              round: r.id,
              first: String(r.firstYear),
              last: String(r.lastYear),
              gwp: r.gwpName,
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
