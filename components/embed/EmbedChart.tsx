'use client';
/**
 * The chart-only view for iframes: the same query parameters, data, chart, legend, summary and
 * note as the chart page, with the source and a link to the full view (filters, table, downloads).
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { chartPagePath } from '@/lib/url-state/embed';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { LoadingState } from '@/components/shared/LoadingState';
import { useChartView, type ChartData } from '@/components/chart-page/use-chart-view';
import { MissingLevelNote } from '@/components/chart-page/MissingLevelNote';
import { ViewNote } from '@/components/shared/ViewNote';
import { BasisLines } from '@/components/embed/BasisLines';
import styles from '@/components/embed/Embed.module.css';
import { BASE_PATH } from '@/lib/url-state/base-path';

export function EmbedChart(props: ChartData & { heading: string }) {
  const { locale, period, heading } = props;
  const t = useIslandTranslations('ChartPage');
  const tf = useIslandTranslations('FilterPanel');
  const chart = useChartView(props);
  const { state, query, status, retry, ready, view, noteLines, title, options, empty, withProjections } = chart;
  const f = state.filters;
  return (
    <section className={styles.embed} aria-busy={status.state === 'loading'}>
      <h1 className={styles.embedTitle}>{heading}</h1>
      <h2 className={styles.chartTitle}>
        {title}
        {withProjections ? ` · ${tf(f.measure)}` : ''}
      </h2>
      {chart.missingLevel ? (
        <MissingLevelNote
          locale={locale}
          period={period}
          filters={f}
          shown={chart.shown}
          other={chart.missingLevel.other}
          onShow={(submission) =>
            chart.dispatch({ type: 'setSubmission', submission, submissions: chart.ctx.submissions ?? [] })
          }
          {...(chart.round ? { round: chart.round.id } : {})}
        />
      ) : !view ? (
        <LoadingState failed={status.state === 'error'} onRetry={retry} />
      ) : empty ? (
        <p className={styles.empty}>{t('noSeries')}</p>
      ) : (
        <EmissionsChart view={view} options={options} label={t('chartLabel', { title })} legendLabel={t('legend')} />
      )}
      {view && ready ? (
        <p className={styles.summary} data-testid="summary">
          {chart.summary}
        </p>
      ) : null}
      <ViewNote lines={noteLines} />
      <BasisLines lines={chart.basisLines} />
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
