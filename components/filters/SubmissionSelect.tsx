'use client';
/**
 * The inventory submission shown (newest first, the newest marked), and in the revisions view the
 * submission compared against. Native selects: keyboard and screen readers work as everywhere.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { SubmissionId, SubmissionInfo } from '@/lib/model/submission';
import styles from '@/components/filters/FilterPanel.module.css';

interface Props {
  submissions: readonly SubmissionInfo[];
  shown: SubmissionId;
  /** The submission compared against; undefined outside the revisions view. */
  against?: SubmissionId;
  onShow: (id: SubmissionId) => void;
  onCompare: (id: SubmissionId) => void;
}

export function SubmissionSelect({ submissions, shown, against, onShow, onCompare }: Props) {
  const t = useIslandTranslations('FilterPanel');
  const option = (s: SubmissionInfo, i: number) =>
    t(i === 0 ? 'submissionNewest' : 'submissionOption', {
      year: s.id,
      first: String(s.firstYear),
      last: String(s.lastYear),
      gwp: s.gwpName,
    });
  return (
    <>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('submission')}</span>
        <select value={shown} onChange={(e) => onShow(e.target.value)} data-testid="submission-select">
          {submissions.map((s, i) => (
            <option key={s.id} value={s.id}>
              {option(s, i)}
            </option>
          ))}
        </select>
      </label>
      {against !== undefined ? (
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('against')}</span>
          <select value={against} onChange={(e) => onCompare(e.target.value)} data-testid="against-select">
            {submissions.map((s, i) =>
              s.id === shown ? null : (
                <option key={s.id} value={s.id}>
                  {option(s, i)}
                </option>
              ),
            )}
          </select>
        </label>
      ) : null}
    </>
  );
}
