/** The checkbox near the chart that shows or hides the event markers (URL parameter `events`). */
import styles from '@/components/overlays/Overlays.module.css';

interface Props {
  shown: boolean;
  label: string;
  onChange: (shown: boolean) => void;
}

export function EventsToggle({ shown, label, onChange }: Props) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={shown} onChange={(e) => onChange(e.target.checked)} data-testid="events-toggle" />
      {label}
    </label>
  );
}
