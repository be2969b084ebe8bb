'use client';
/**
 * One state of the compare page: controls, chart, sentence, notes, downloads and table, all from
 * one view. Rendered with the default state on the server (readable without JavaScript) and with
 * the URL's state in the browser.
 */
import { memo, useDeferredValue } from 'react';
import { buildCompareView, homeRank, shortSeries } from '@/lib/charts/compare/compare-view';
import { compareTable } from '@/lib/export/compare-table';
import { tableHeadings } from '@/lib/export/table';
import { formatNumber } from '@/lib/format/number';
import { formatOrdinal } from '@/lib/format/ordinal';
import { titleWithUnit } from '@/lib/format/unit';
import { inSentence } from '@/lib/format/label-case';
import type { MessageTree } from '@/lib/i18n/translate';
import type { CompareData } from '@/lib/model/compare';
import type { Locale } from '@/lib/model/locale';
import { COMPARE_VIEWS, type CompareState } from '@/lib/url-state/compare';
import { CompareActions } from '@/components/compare/CompareActions';
import { CompareChart } from '@/components/compare/CompareChart';
import { CompareControls } from '@/components/compare/CompareControls';
import { CompareTable } from '@/components/compare/CompareTable';
import { useCompareLabels } from '@/components/compare/use-compare-labels';
import styles from '@/components/compare/Compare.module.css';

interface Props {
  data: CompareData;
  locale: Locale;
  messages: MessageTree;
  state: CompareState;
  onChange?: (next: Partial<CompareState> & { toggle?: CompareState['areas'][number] }) => void;
}

export function CompareView({ data, locale, messages, state, onChange }: Props) {
  const t = useCompareLabels(messages);
  // The controls answer at once; the chart, sentence, downloads and table follow in a deferred
  // render, which React works in slices between inputs and drops for a newer choice.
  const shown = useDeferredValue(state);
  return (
    // Pending while the results still show a former choice (browser tests wait for the results).
    <div className={styles.layout} data-pending={shown !== state || undefined}>
      <CompareControls state={state} areas={data.areas} onChange={onChange} t={t} />
      <CompareResults data={data} locale={locale} t={t} state={shown} />
    </div>
  );
}

/** Everything but the controls, for one state: skipped while the shown state stays. */
const CompareResults = memo(function CompareResults({
  data,
  locale,
  t,
  state,
}: Pick<Props, 'data' | 'locale' | 'state'> & { t: ReturnType<typeof useCompareLabels> }) {
  const units = Object.fromEntries(COMPARE_VIEWS.map((v) => [v, t(`units.${v}`)])) as Record<
    (typeof COMPARE_VIEWS)[number],
    string
  >;
  const view = buildCompareView(data, state, units);
  const sectorName = t(`sectors.${state.sector}`);
  const title = t('chartTitle', {
    sector: sectorName,
    view: inSentence(t(`views.${state.view}`), locale),
    first: data.years[0] ?? '',
    last: data.years[data.years.length - 1] ?? '',
  });
  /** Per person, the population's source and note are said too. */
  const perCapita = state.view === 'per-capita';
  const rank = homeRank(view);
  const home = data.areas.find((a) => a.id === 'est')?.name ?? 'Estonia';
  const sentence = rank
    ? `${t(state.view === 'index' ? 'sentenceIndex' : 'sentence', { year: rank.year, area: home, value: formatNumber(rank.value, locale, { decimals: view.decimals }), unit: view.unit, sector: inSentence(sectorName, locale) })}${
        rank.count > 1
          ? t('sentenceRank', { rank: formatOrdinal(rank.rank, locale), count: rank.count, year: rank.year })
          : ''
      }.`
    : t('noSentence');
  const names = new Map(data.areas.map((a) => [a.id, a.name]));
  const notes = [
    ...shortSeries(view).map((s) => t('euNote', { area: s.label, last: s.last })),
    ...(view.noIndex.length > 0
      ? [t('noIndex', { areas: view.noIndex.map((id) => names.get(id) ?? id).join(', ') })]
      : []),
    ...(state.sector === 'lulucf' ? [t('lulucfNote')] : []),
    ...(perCapita ? [t('perCapitaNote')] : []),
  ];
  const e = data.emissionsNote;
  const p = data.populationNote;
  const sourceLines = [
    t('source', { source: e.source, basis: e.basis, vintage: e.vintage, licence: e.licence }),
    ...(perCapita
      ? [t('populationSource', { source: p.source, basis: p.basis, vintage: p.vintage, licence: p.licence })]
      : []),
  ];
  const table = compareTable(view, tableHeadings(t));
  const caption = titleWithUnit(title, view.unit);
  const image = {
    title,
    filterLines: [view.series.map((s) => s.label).join(', '), ...notes],
    legend: view.series.map((s) => ({ label: s.label, colour: s.colour, line: true })),
    source: `${t('imageSource')}${perCapita ? t('imagePopulation') : ''}`,
  };
  return (
    <section className={styles.main} aria-labelledby="compare-chart-title">
      <h2 id="compare-chart-title" className={styles.chartTitle}>
        {title}
      </h2>
      {view.series.length > 0 ? (
        <CompareChart view={view} locale={locale} label={t('chartLabel', { title })} legendLabel={t('legend')} />
      ) : (
        <p>{t('empty')}</p>
      )}
      <p className={styles.sentence} data-testid="compare-sentence">
        {sentence}
      </p>
      {notes.length > 0 ? (
        <ul className={styles.notes} data-testid="compare-notes">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.source} data-testid="compare-source">
        <h3>{t('sourceHeading')}</h3>
        {sourceLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <a href={e.url}>{t('sourceLink')}</a>
          {perCapita ? (
            <>
              {' · '}
              <a href={p.url}>{t('populationLink')}</a>
            </>
          ) : null}
        </p>
      </div>
      <CompareActions
        view={view}
        locale={locale}
        table={table}
        image={image}
        notes={[...sourceLines, ...notes]}
        t={t}
      />
      <CompareTable table={table} caption={caption} locale={locale} decimals={view.decimals} />
    </section>
  );
});
