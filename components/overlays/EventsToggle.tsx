/**
 * The checkbox near the chart that shows or hides the event markers (URL parameter `events`).
 * Without `onChange` it is shown disabled, in the chart page's first view before the island runs.
 */
import styles from '@/components/overlays/Overlays.module.css';

interface Props {
  shown: boolean;
  label: string;
  onChange?: (shown: boolean) => void;
}

export function EventsToggle({ shown, label, onChange }: Props) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={shown}
        {...(onChange ? { onChange: (e) => onChange(e.target.checked) } : { disabled: true, readOnly: true })}
        data-testid="events-toggle"
      />
      {label}
    </label>
  );
}
