import { useLocale, useTranslations } from 'next-intl';
import { ActivityChart } from '@/components/activity/ActivityChart';
import { buildActivityChartData } from '@/lib/charts/activity-config';
import type { LocalisedActivity } from '@/lib/model/types';
import { ActivityTable } from '@/components/activity/ActivityTable';
import { MarkdownBody } from '@/components/shared/MarkdownBody';
import styles from '@/components/activity/ActivityContent.module.css';

const CHART_TYPES = new Set(['barChart', 'lineChart']);

interface Props {
  activity: LocalisedActivity;
  /** Source path of the activity file, named when its type is unknown. */
  file: string;
  /** Sanitised HTML of the item's text (lib/markdown/render-markdown); the file's own text is used otherwise. */
  html?: string;
  /** Heading level of the title (2 under a page heading). */
  headingLevel?: 2 | 3 | 4;
}

/** One activity data file: title, text, then its chart (with the data as a table) or its table. */
export function ActivityContent({ activity, file, html, headingLevel = 2 }: Props) {
  const t = useTranslations('ActivityContent');
  const locale = useLocale();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  const caption = activity.unit ? `${activity.title} (${activity.unit})` : activity.title;
  let body;
  if (CHART_TYPES.has(activity.type)) {
    // The table's disclosure follows the figure: a figcaption must be a figure's first or last child.
    body = (
      <>
        <figure className={styles.figure}>
          <div className={styles.chartBox}>
            <ActivityChart
              chart={buildActivityChartData(activity)}
              unit={activity.unit}
              label={t('chartLabel', { title: caption })}
              locale={locale}
            />
          </div>
          <figcaption className={styles.caption}>
            {activity.unit && <span>{t('unit', { unit: activity.unit })} </span>}
            {activity.projectionsYear !== undefined && (
              <span data-testid="projection-zone-note">
                {t('projectionZone', { year: String(activity.projectionsYear) })}{' '}
              </span>
            )}
            {activity.source && <span>{t('source', { source: activity.source })}</span>}
          </figcaption>
        </figure>
        <details className={styles.details}>
          <summary>{t('showTable')}</summary>
          <ActivityTable activity={activity} caption={caption} />
        </details>
      </>
    );
  } else if (activity.type === 'table') {
    body = (
      <>
        <ActivityTable activity={activity} caption={caption} />
        {activity.source && <p className={styles.caption}>{t('source', { source: activity.source })}</p>}
      </>
    );
  } else {
    body = <p className="activity-unknown">Unknown chart type {file}</p>;
  }
  return (
    // Not a landmark of its own: the item's section is one, and a table's scroll box (a region named by
    // its caption, often the same words as this title) would otherwise share its name.
    <section className="activity-content">
      <Heading>{activity.title}</Heading>
      {html !== undefined ? <MarkdownBody html={html} /> : activity.text && <p>{activity.text}</p>}
      {body}
    </section>
  );
}
