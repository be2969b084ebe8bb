/** The targets and the numbered events under the chart, in the server HTML. */
import type { Locale } from '@/lib/model/locale';
import type { Target, TimelineEvent } from '@/lib/model/targets';
import { EventList } from '@/components/overlays/EventList';
import { TargetList } from '@/components/overlays/TargetList';
import styles from '@/components/overlays/Overlays.module.css';

interface Props {
  locale: Locale;
  targets: readonly Target[];
  events: readonly TimelineEvent[];
}

export function OverlayLists({ locale, targets, events }: Props) {
  return (
    <div className={styles.lists}>
      <TargetList locale={locale} targets={targets} />
      <EventList locale={locale} events={events} />
    </div>
  );
}
