/** Published headline figures on projections and targets, each with its source (server-rendered). */
import { getTranslations } from 'next-intl/server';
import { headlineTerm, publishedText } from '@/lib/data/headline-terms';
import type { Locale, ProjectionHeadline } from '@/lib/data/types';
import { formatNumber } from '@/lib/format/number';
import styles from './ChartPage.module.css';

export async function ProjectionHeadlines({ locale, headlines }: { locale: Locale; headlines: ProjectionHeadline[] }) {
  if (headlines.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  // Every term has its wording: the data compile stops otherwise (lib/data/validate-headlines).
  const term = (text: string) => headlineTerm(text, locale) ?? text;
  return (
    <section className={styles.headlines} data-testid="projection-headlines">
      <h2>{t('headlinesTitle')}</h2>
      <ul>
        {headlines.map((h, i) => (
          <li key={i}>
            <strong>{h.year}</strong> — {term(h.scope)}:{' '}
            <strong>
              {formatNumber(h.value, locale, { decimals: Number.isInteger(h.value) ? 0 : 1 })} {term(h.unit)}
            </strong>
            {h.base !== null ? ` ${t('headlineBase', { base: h.base })}` : ''}
            {h.scenario ? ` (${t('headlineScenario', { scenario: term(h.scenario) })})` : ''}.{' '}
            <span className={styles.muted}>
              {t('headlineSource')}: <a href={h.source.url}>{h.source.title}</a>, {t('headlinePublished', { date: publishedText(h.source.published, locale) })}.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
