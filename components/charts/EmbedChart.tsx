'use client';
/**
 * The chart-only view for iframes: the same query parameters, data, chart, legend, summary and
 * note as the chart page, with the source and a link to the full view (filters, table, downloads).
 */
import { useMemo } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { OptionsInput } from '@/lib/charts/options';
import { summariseMode } from '@/lib/charts/summary';
import { buildModeView } from '@/lib/charts/view-mode';
import type { GasListEntry, Measure, Period } from '@/lib/model/types';
import { chartPagePath } from '@/lib/url-state/embed';
import { EmissionsChart } from './EmissionsChart';
import { LoadingState } from './LoadingState';
import { useGasData } from './use-gas-data';
import { useUrlFilters } from './use-url-filters';
import { useViewTitle } from './use-view-title';
import { useViewNoteLines, ViewNote } from './ViewNote';
import styles from './ChartPage.module.css';
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
  const withProjections = projectionGases !== null;
  const { state, query } = useUrlFilters({
    period: withProjections ? 'projections' : 'inventory',
    gases: projectionGases ? [...projectionGases.wem, ...projectionGases.wam] : gases,
    gasesFor: projectionGases ? (m) => projectionGases[m] : undefined,
  });
  const f = state.filters;
  const gasList = projectionGases ? projectionGases[f.measure] : gases;
  const { status, retry } = useGasData(locale, f.gas, withProjections ? f.measure : null);
  const ready = status.state === 'ready' ? status : undefined;
  const built = useMemo(
    () => (ready ? buildModeView(ready.gas, f, [], { locale, restOf: (name) => t('restOf', { name }) }) : undefined),
    [ready, f, locale, t],
  );
  const view = built?.view;
  const noteLines = useViewNoteLines(built?.note);
  const title = useViewTitle(f, gasList.find((g) => g.id === f.gas)?.name ?? f.gas, view?.years[0], built?.note);
  const options = useMemo<OptionsInput>(
    () => ({
      locale,
      unit: view?.unit ?? '',
      firstProjectionYear: ready?.firstProjectionYear,
      groupLabels: { inventory: t('groupInventory'), projections: t('groupProjections') },
    }),
    [locale, view?.unit, ready?.firstProjectionYear, t],
  );
  const empty = view !== undefined && (view.series.length === 0 || view.years.length === 0);
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
