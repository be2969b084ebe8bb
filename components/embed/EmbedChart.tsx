'use client';
/**
 * The chart-only view for iframes: the same query parameters, data, chart, legend, summary and
 * note as the chart page, with the source and a link to the full view (filters, table, downloads).
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { summariseMode } from '@/lib/charts/summary';
import type { GasListEntry, Measure, Period } from '@/lib/model/types';
import { chartPagePath } from '@/lib/url-state/embed';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { LoadingState } from '@/components/shared/LoadingState';
import { useChartView } from '@/components/chart-page/use-chart-view';
import { ViewNote } from '@/components/chart-page/ViewNote';
import styles from '@/components/embed/Embed.module.css';
import type { Locale } from '@/lib/model/locale';
import { BASE_PATH } from '@/lib/url-state/base-path';

interface Props {
  locale: Locale;
  period: Period;
  heading: string;
  gases: GasListEntry[];
  projectionGases: Record<Measure, GasListEntry[]> | null;
}

export function EmbedChart({ locale, period, heading, gases, projectionGases }: Props) {
  const t = useIslandTranslations('ChartPage');
  const tf = useIslandTranslations('FilterPanel');
  const { state, query, status, retry, ready, view, noteLines, title, options, empty, withProjections } = useChartView(
    locale,
    gases,
    projectionGases,
  );
  const f = state.filters;
  return (
    <section className={styles.embed} aria-busy={status.state === 'loading'}>
      <h1 className={styles.embedTitle}>{heading}</h1>
      <h2 className={styles.chartTitle}>
        {title}
        {withProjections ? ` · ${tf(f.measure)}` : ''}
      </h2>
      {!view ? (
        <LoadingState failed={status.state === 'error'} onRetry={retry} />
      ) : empty ? (
        <p className={styles.empty}>{t('noSeries')}</p>
      ) : (
        <EmissionsChart view={view} options={options} label={t('chartLabel', { title })} legendLabel={t('legend')} />
      )}
      {period === 'projections' && !withProjections ? (
        <p className={styles.notice}>{t('projectionsNotIncluded')}</p>
      ) : null}
      {view && ready ? (
        <p className={styles.summary} data-testid="summary">
          {summariseMode(ready.gas, f.view, view, locale)}
        </p>
      ) : null}
      <ViewNote lines={noteLines} />
      <p className={styles.muted}>{t('source')}</p>
      <p>
        <a
          href={chartPagePath(BASE_PATH, locale, period, query)}
          target="_blank"
          rel="noopener"
          data-testid="full-view"
        >
          {t('share.fullView')}
        </a>
      </p>
    </section>
  );
}
