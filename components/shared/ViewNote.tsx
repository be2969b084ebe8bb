/**
 * Lines under the chart: what a change or share view does with the data (bases, sinks;
 * use-view-note-lines), and the basis of the figures. No hooks, so the first view renders it on the server.
 */
import styles from '@/components/shared/ViewNote.module.css';

export function ViewNote({ lines, testId = 'view-note' }: { lines: string[]; testId?: string }) {
  if (lines.length === 0) return null;
  return (
    <div className={styles.viewNote} data-testid={testId}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
