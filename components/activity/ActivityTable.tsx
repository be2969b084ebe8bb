import { useLocale } from 'next-intl';
import { formatTableCell, writtenDecimals } from '@/lib/format/number';
import type { LocalisedActivity } from '@/lib/model/activity';
import { PrintColumnRuns } from '@/components/activity/PrintColumnRuns';
import styles from '@/components/activity/ActivityTable.module.css';

interface Props {
  activity: LocalisedActivity;
  caption: string;
}

/** Columns that fit the width of a printed page; wider tables print as several tables. */
const PRINT_COLUMNS = 10;

function DataTable({ activity, caption }: Props) {
  const locale = useLocale();
  return (
    <table className="data-table">
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
              <td key={i} className={typeof cell === 'string' ? 'text-cell' : undefined}>
                {formatTableCell(cell, locale, writtenDecimals(row.cells))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Accessible data table of an activity file: row names as row headers, every column as written.
 * On paper a table wider than the page is cut into runs of columns instead of scrolling.
 */
export function ActivityTable({ activity, caption }: Props) {
  const wide = activity.columns.length > PRINT_COLUMNS;
  return (
    <>
      <div
        className={wide ? `table-scroll ${styles.screenOnly}` : 'table-scroll'}
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <DataTable activity={activity} caption={caption} />
      </div>
      {wide ? <PrintColumnRuns size={PRINT_COLUMNS} /> : null}
    </>
  );
}
