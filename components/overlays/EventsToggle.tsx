/**
 * A checkbox near the chart that shows or hides something drawn on it: the event markers (URL
 * parameter `events`), or on the projections chart the newest inventory's line (`inventory`).
 * Without `onChange` it is shown disabled, in the chart page's first view before the island runs.
 */
import styles from '@/components/overlays/Overlays.module.css';

interface Props {
  shown: boolean;
  label: string;
  onChange?: (shown: boolean) => void;
  testId?: string;
}

export function EventsToggle({ shown, label, onChange, testId = 'events-toggle' }: Props) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={shown}
        {...(onChange ? { onChange: (e) => onChange(e.target.checked) } : { disabled: true, readOnly: true })}
        data-testid={testId}
      />
      {label}
    </label>
  );
}
