'use client';
/**
 * In place of the chart when the submission shown has no data for the chosen level (sub-categories
 * in a CRT submission): what is missing and why, and a link to the same view in a submission that
 * has the level. The link is a real address (it can be opened in a new tab or shared); a plain
 * click switches the submission in place. On the projections page (`round`), a projection round
 * without the level, or one that has it for a few categories only (`partial`, said above its chart):
 * a link to the same level in the inventory view.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { Locale } from '@/lib/model/locale';
import type { SubmissionId, SubmissionInfo } from '@/lib/model/submission';
import type { Period } from '@/lib/model/dimensions';
import { BASE_PATH } from '@/lib/url-state/base-path';
import { chartPagePath } from '@/lib/url-state/embed';
import { DEFAULT_FILTERS, serializeFilters, type FilterState } from '@/lib/url-state/filters';
import styles from '@/components/chart-page/ChartPage.module.css';

interface Props {
  locale: Locale;
  period: Period;
  filters: FilterState;
  shown: SubmissionInfo;
  /** A submission that has the level; undefined when none has. */
  other?: SubmissionInfo;
  onShow: (submission: SubmissionId) => void;
  /** The projection round shown, when it is the one without the level (or with it for a few categories only). */
  round?: string;
  /** The categories the round splits into sub-categories, when it splits only these: the chart stays, this says so. */
  partial?: readonly string[];
}

export function MissingLevelNote({ locale, period, filters, shown, other, onShow, round, partial }: Props) {
  const t = useIslandTranslations('ChartPage');
  if (round) {
    const { gas, level, sector, cat, sub } = filters;
    const inventory = serializeFilters({ ...DEFAULT_FILTERS, gas, level, sector, cat, sub });
    return (
      <div className={styles.missingLevel} role="note" data-testid="missing-level">
        <p>
          {partial
            ? t('partialLevelProjection', { round, list: partial.join(', ') })
            : t('missingLevelProjection', { round })}
        </p>
        <p>
          <a href={chartPagePath(BASE_PATH, locale, 'inventory', inventory)}>{t('missingLevelProjectionLink')}</a>
        </p>
      </div>
    );
  }
  if (!other) return <p className={styles.empty}>{t('noSeries')}</p>;
  const href = chartPagePath(
    BASE_PATH,
    locale,
    period,
    serializeFilters({ ...filters, submission: other.id, against: null }),
  );
  return (
    <div className={styles.missingLevel} role="note" data-testid="missing-level">
      <p>{t('missingLevel', { submission: shown.id, other: other.id, lastYear: String(other.lastYear) })}</p>
      <p>
        <a
          href={href}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
            e.preventDefault();
            onShow(other.id);
          }}
        >
          {t('missingLevelLink', { other: other.id })}
        </a>
      </p>
    </div>
  );
}
