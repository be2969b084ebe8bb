/** Published headline figures on projections and targets, each with its source (server-rendered). */
import { SiteLink } from '@/components/links/SiteLink';
import { getTranslations } from 'next-intl/server';
import { esrHeadline } from '@/lib/charts/shown/esr-headline';
import {
  CHANGE_UNIT,
  headlineTerm,
  sourceLanguage,
  termParts,
  type ProjectionHeadline,
} from '@/lib/model/headline-terms';
import { comparedWith } from '@/lib/format/direction-words';
import { formatSourceDate } from '@/lib/format/date';
import { itemParts, loadTabbedItem } from '@/lib/compile/load/load-tabbed';
import { tabbedHref } from '@/lib/model/tabbed-sections';
import { formatNumber } from '@/lib/format/number';
import styles from '@/components/context/ProjectionHeadlines.module.css';
import type { Locale } from '@/lib/model/locale';

/** The effort-sharing projection in 2030 against the limit, from the ETS/ESR projection file. */
async function EsrProjection({ locale }: { locale: Locale }) {
  // The item shows the 2019 round's ETS/ESD split first; the headline is the effort-sharing file's.
  const item = itemParts(loadTabbedItem('projections', locale, 'ets_esr', 'total_projections'), 'total_projections');
  const esr = esrHeadline(item.activity);
  if (!item.activity || !esr) return null;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const kt = (v: number) => formatNumber(v, locale, { decimals: 0 });
  return (
    <section className={styles.headlines} data-testid="esr-projection">
      <h2>{t('esrTitle')}</h2>
      <p>
        <strong>
          {t('esrFigure', {
            year: esr.year,
            value: kt(esr.wem),
            limit: kt(esr.limit),
            gap: kt(Math.abs(esr.gap)),
            direction: t(esr.gap > 0 ? 'esrAbove' : 'esrBelow'),
          })}
        </strong>{' '}
        {t('esrScope')}
      </p>
      <p>
        <SiteLink href={tabbedHref(locale, 'projections', 'ets_esr', 'total_projections')}>{t('esrLink')}</SiteLink>
      </p>
      {item.activity.source ? (
        <p className={styles.muted}>
          {t('headlineSource')}: {item.activity.source}.
        </p>
      ) : null}
    </section>
  );
}

export async function ProjectionHeadlines({ locale, headlines }: { locale: Locale; headlines: ProjectionHeadline[] }) {
  const esr = <EsrProjection locale={locale} />;
  if (headlines.length === 0) return esr;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  // Every term has its wording: the data compile stops otherwise (lib/compile/validate/validate-headlines).
  const term = (text: string) => headlineTerm(text, locale) ?? text;
  /** A source's title in another language than the page's is marked with its language. */
  const foreign = (url: string) => {
    const lang = sourceLanguage(url);
    return lang === locale ? undefined : lang;
  };
  /** The figure, a % change in words ("19.5 % less than in 2020"), and what qualifies it, in one bracket. */
  const figure = (h: ProjectionHeadline) => {
    const decimals = Number.isInteger(h.value) ? 0 : 1;
    const unit = termParts(h.unit);
    const scenario = h.scenario === null ? undefined : termParts(h.scenario);
    const notes = [
      ...(unit.head === CHANGE_UNIT && unit.note ? [term(unit.note)] : []),
      ...(scenario
        ? [t('headlineScenario', { scenario: term(scenario.head) }) + (scenario.note ? `, ${term(scenario.note)}` : '')]
        : []),
    ];
    const value =
      unit.head === CHANGE_UNIT && h.base !== null
        ? comparedWith(h.value, h.base, locale, decimals)
        : `${formatNumber(h.value, locale, { decimals, minus: 'sign' })} ${term(h.unit)}`;
    return { value, notes: notes.length > 0 ? ` (${notes.join('; ')})` : '' };
  };
  return (
    <>
      {esr}
      <section className={styles.headlines} data-testid="projection-headlines">
        <h2>{t('headlinesTitle')}</h2>
        <ul>
          {headlines.map((h, i) => {
            const { value, notes } = figure(h);
            return (
              <li key={i}>
                <strong>{h.year}</strong> — {term(h.scope)}: <strong>{value}</strong>
                {notes}.{' '}
                <span className={styles.muted}>
                  {t('headlineSource')}:{' '}
                  <a href={h.source.url} lang={foreign(h.source.url)}>
                    {h.source.title}
                  </a>
                  , {t('headlinePublished', { date: formatSourceDate(h.source.published, locale) })}.
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
