/**
 * Legend entries of the marks on the emissions chart, after its series: the inventory and the shaded
 * projection years (on charts that hold both), the target diamond and the numbered event badges.
 */
import styles from '@/components/overlays/Overlays.module.css';

interface Props {
  projection?: { inventory: string; projection: string };
  target?: string;
  events?: string;
}

export function OverlayLegend({ projection, target, events }: Props) {
  return (
    <>
      {projection ? (
        <>
          <li data-legend="inventory">
            <span className={styles.plain} aria-hidden="true" />
            {projection.inventory}
          </li>
          <li data-legend="projection">
            <span className={styles.zone} aria-hidden="true" />
            {projection.projection}
          </li>
        </>
      ) : null}
      {target ? (
        <li data-legend="target">
          <span className={styles.diamond} aria-hidden="true" />
          {target}
        </li>
      ) : null}
      {events ? (
        <li data-legend="events">
          <span className={styles.badge} aria-hidden="true" />
          {events}
        </li>
      ) : null}
    </>
  );
}
