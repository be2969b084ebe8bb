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
    body = (
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
          {activity.source && <span>{t('source', { source: activity.source })}</span>}
        </figcaption>
        <details className={styles.details}>
          <summary>{t('showTable')}</summary>
          <ActivityTable activity={activity} caption={caption} />
        </details>
      </figure>
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
    <section className="activity-content" aria-label={activity.title}>
      <Heading>{activity.title}</Heading>
      {html !== undefined ? <MarkdownBody html={html} /> : activity.text && <p>{activity.text}</p>}
      {body}
    </section>
  );
}
