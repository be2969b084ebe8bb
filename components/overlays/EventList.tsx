/**
 * The dated events under the chart, in the server HTML: a numbered list whose numbers match the
 * markers under the chart's years, each with its years, title, text and source.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/model/locale';
import type { TimelineEvent } from '@/lib/model/targets';
import { SourceLine } from '@/components/overlays/SourceLine';
import styles from '@/components/overlays/Overlays.module.css';

export async function EventList({ locale, events }: { locale: Locale; events: readonly TimelineEvent[] }) {
  const t = await getTranslations({ locale, namespace: 'ChartOverlays' });
  return (
    <section aria-labelledby="events-heading" data-testid="event-list">
      <h2 id="events-heading">{t('eventsHeading')}</h2>
      <p className={styles.intro}>{t('eventsIntro')}</p>
      <ol className={styles.items}>
        {events.map((e) => (
          <li key={e.id} data-event={e.id}>
            <p>
              <strong>
                {e.from === e.to ? e.from : `${e.from}–${e.to}`}: {e.title}.
              </strong>{' '}
              {e.text}
            </p>
            <SourceLine locale={locale} source={e.source} />
          </li>
        ))}
      </ol>
    </section>
  );
}
