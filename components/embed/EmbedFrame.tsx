/**
 * The embed's frame, one for its first view and its island: the page's heading, the view's title (with
 * the scenario on the projections page), then the chart body and a link to the full view. No hooks.
 */
import type { ReactNode } from 'react';
import styles from '@/components/embed/Embed.module.css';

export function EmbedFrame({
  heading,
  title,
  busy,
  children,
}: {
  heading: string;
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.embed} aria-busy={busy}>
      <h1 className={styles.embedTitle}>{heading}</h1>
      <h2 className={styles.chartTitle}>{title}</h2>
      {children}
    </section>
  );
}
