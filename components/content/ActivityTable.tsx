import type { ActivityCell, LocalisedActivity } from '@/lib/data/types';

/** SPEC §9 table cell: numbers with 3 decimals (space as thousands separator), strings as is, otherwise N/A. */
function formatCell(value: ActivityCell): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const [int = '', dec = ''] = value.toFixed(3).split('.');
    const digits = int.replace('-', '');
    const grouped = digits.length >= 5 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') : digits;
    return `${value < 0 ? '−' : ''}${grouped}.${dec}`;
  }
  if (typeof value === 'string') return value;
  return 'N/A';
}

interface Props {
  activity: LocalisedActivity;
  caption: string;
}

/** Accessible data table of an activity file: row names as row headers, every column as written. */
export function ActivityTable({ activity, caption }: Props) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
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
                <td key={i} className={typeof cell === 'number' ? 'num' : undefined}>
                  {formatCell(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
