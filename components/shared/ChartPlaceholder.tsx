/** The chart's box while there is no chart yet: the frame of the no-script notice, the spinner or the error. */
import type { ComponentProps } from 'react';
import styles from '@/components/shared/ChartPlaceholder.module.css';

export function ChartPlaceholder(props: Omit<ComponentProps<'div'>, 'className'>) {
  return <div {...props} className={styles.placeholder} />;
}
