/** The basis lines of an embedded chart (what the figures are), one muted paragraph each. */
import styles from '@/components/embed/Embed.module.css';

export function BasisLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <p key={line} className={styles.muted}>
      {line}
    </p>
  ));
}
