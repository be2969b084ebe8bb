/** Published headline figures on projections and targets, each with its source (server-rendered). */
import { getTranslations } from 'next-intl/server';
import type { Locale, ProjectionHeadline } from '@/lib/data/types';
import { formatNumber } from '@/lib/format/number';
import styles from './ChartPage.module.css';

export async function ProjectionHeadlines({ locale, headlines }: { locale: Locale; headlines: ProjectionHeadline[] }) {
  if (headlines.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  return (
    <section className={styles.headlines} data-testid="projection-headlines">
      <h2>{t('headlinesTitle')}</h2>
      <ul>
        {headlines.map((h, i) => (
          <li key={i}>
            <strong>{h.year}</strong> — {h.scope}:{' '}
            <strong>
              {formatNumber(h.value, locale, { decimals: Number.isInteger(h.value) ? 0 : 1 })} {h.unit}
            </strong>
            {h.base !== null ? ` ${t('headlineBase', { base: h.base })}` : ''}
            {h.scenario ? ` (${t('headlineScenario', { scenario: h.scenario })})` : ''}.{' '}
            <span className={styles.muted}>
              {t('headlineSource')}: <a href={h.source.url}>{h.source.title}</a>, {t('headlinePublished', { date: h.source.published })}.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
