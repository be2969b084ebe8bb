/** The progress readout near the chart: how far the national total is below the base year, and the aim. */
import styles from '@/components/overlays/Overlays.module.css';

export function TargetReadout({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className={styles.readout} data-testid={testId}>
      {text}
    </p>
  );
}
