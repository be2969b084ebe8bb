/**
 * The source line of a target or an event: "Source: <title> (note, in English; published June 2021)".
 * A title in one language is marked with it (`lang`), and said to be in it when the page's differs;
 * the note is the site's own words about the source, in the page's language.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/model/locale';
import type { LinkedSource } from '@/lib/model/targets';
import { formatSourceDate } from '@/lib/format/date';
import styles from '@/components/overlays/Overlays.module.css';

export async function SourceLine({ locale, source }: { locale: Locale; source: LinkedSource }) {
  const t = await getTranslations({ locale, namespace: 'ChartOverlays' });
  const foreign = source.lang !== undefined && source.lang !== locale;
  const about = [source.note, foreign ? t('sourceIn', { lang: source.lang ?? '' }) : undefined].filter(Boolean);
  const published = t('published', { date: formatSourceDate(source.published, locale) });
  return (
    <p className={styles.meta}>
      {t('source')}{' '}
      <a href={source.url} lang={foreign ? source.lang : undefined}>
        {source.title}
      </a>{' '}
      ({about.length > 0 ? `${about.join(', ')}; ${published}` : published})
    </p>
  );
}
