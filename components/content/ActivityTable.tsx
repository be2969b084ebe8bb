import { useLocale } from 'next-intl';
import { formatTableCell } from '@/lib/format/number';
import type { LocalisedActivity } from '@/lib/data/types';
import styles from './SectorPage.module.css';

interface Props {
  activity: LocalisedActivity;
  caption: string;
}

/** Accessible data table of an activity file: row names as row headers, every column as written. */
export function ActivityTable({ activity, caption }: Props) {
  const locale = useLocale();
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{activity.nameHeader}</th>
            {activity.columns.map((c, i) => (
              <th scope="col" key={`${c}-${i}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {activity.rows.map((row, r) => (
            <tr key={`${row.name}-${r}`}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, i) => (
                <td key={i} className={typeof cell === 'string' ? styles.text : undefined}>
                  {formatTableCell(cell, locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
