import { useLocale, useTranslations } from 'next-intl';
import { ActivityChart } from '@/components/activity/ActivityChart';
import { buildActivityChartData } from '@/lib/charts/shown/activity-config';
import type { LocalisedActivity } from '@/lib/model/activity';
import { ActivityTable } from '@/components/activity/ActivityTable';
import { titleWithUnit } from '@/lib/format/unit';
import { MarkdownBody } from '@/components/shared/MarkdownBody';
import { Suspense } from 'react';
import { matrixYear, matrixYears } from '@/lib/charts/shown/matrix';
import { MatrixExplorerLazy } from '@/components/activity/MatrixExplorerLazy';
import { MatrixTable } from '@/components/activity/MatrixTable';
import { ActivityDownloads } from '@/components/activity/ActivityDownloads';
import styles from '@/components/activity/ActivityContent.module.css';
import { activityDatasetName, dataPagePath } from '@/lib/open-data/names';
import { withBasePath } from '@/lib/url-state/base-path';

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
  const e = useTranslations('ExportButtons');
  const locale = useLocale();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  const caption = titleWithUnit(activity.title, activity.unit);
  const downloadWords = {
    heading: e('heading'),
    png: e('png'),
    xlsx: e('xlsx'),
    working: e('working'),
    failed: e('failed'),
    footer: e('footer'),
    unit: e('sheet.unit'),
  };
  // A unit that ends in an abbreviation's full stop ("кт CO2-экв.") does not get a second one from the sentence.
  const unitLine = activity.unit ? t('unit', { unit: activity.unit }).replace(/\.\.$/, '.') : undefined;
  // The lines under a download's table and image: unit, then source with basis, vintage and licence.
  const notes = [
    ...(unitLine ? [unitLine] : []),
    ...(activity.source ? [t('source', { source: activity.source })] : []),
  ];
  // The Data page's entry of this file: its CSV at a stable address, licence and citation.
  const dataLink = (
    <p className={styles.caption}>
      <a href={withBasePath(dataPagePath(locale, activityDatasetName(file)))}>{e('behindChart')}</a>
    </p>
  );
  let body;
  if (CHART_TYPES.has(activity.type)) {
    const chart = buildActivityChartData(activity);
    // The table's disclosure follows the figure: a figcaption must be a figure's first or last child.
    body = (
      <>
        <figure className={styles.figure}>
          <div className={styles.chartBox}>
            <ActivityChart
              chart={chart}
              unit={activity.unit}
              label={t('chartLabel', { title: caption })}
              locale={locale}
            />
          </div>
          <figcaption className={styles.caption}>
            {unitLine && <span>{unitLine} </span>}
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
        <ActivityDownloads
          chart={chart}
          title={caption}
          nameHeader={activity.nameHeader}
          {...(activity.unit ? { unit: activity.unit } : {})}
          notes={notes}
          locale={locale}
          words={downloadWords}
        />
        {dataLink}
      </>
    );
  } else if (activity.type === 'table') {
    body = (
      <>
        <ActivityTable activity={activity} caption={caption} />
        {activity.source && <p className={styles.caption}>{t('source', { source: activity.source })}</p>}
      </>
    );
  } else if (activity.type === 'matrix') {
    const years = matrixYears(activity);
    const words = {
      year: t('matrixYear'),
      show: t('matrixShow'),
      caption: t('matrixCaption', { title: activity.title, year: '{year}', unit: activity.unit ?? '' }),
      corner: t('matrixCorner'),
    };
    const newest = years[years.length - 1] ?? 0;
    // The island's first view: the newest year, and the download row still (it takes the same place).
    const first = (
      <>
        <MatrixTable
          id={activity.id}
          matrix={matrixYear(activity, newest)}
          years={years}
          locale={locale}
          labels={{ ...words, caption: (y) => words.caption.replace('{year}', String(y)) }}
        />
        <div className={styles.downloads} role="group" aria-label={downloadWords.heading}>
          <button type="button" disabled>
            {downloadWords.xlsx}
          </button>
        </div>
      </>
    );
    body = (
      <>
        <Suspense fallback={first}>
          <MatrixExplorerLazy
            activity={activity}
            years={years}
            locale={locale}
            words={words}
            downloads={{ words: downloadWords, notes: [t('matrixNoNumber'), ...notes] }}
          />
        </Suspense>
        {activity.source && <p className={styles.caption}>{t('source', { source: activity.source })}</p>}
        {dataLink}
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
